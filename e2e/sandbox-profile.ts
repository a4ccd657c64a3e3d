import { test as faultsTest, expect } from './sandbox-faults';
import { sandboxHooks } from './sandbox-hooks';

/** The sandbox's answer profiles (docs/sandbox.md "Answer profiles"). */
export const answerProfiles = ['default', 'dotnet'] as const;
export type AnswerProfile = (typeof answerProfiles)[number];

/**
 * `test` with a `profile` option: `test.use({ profile: 'dotnet' })` makes the sandbox answer this
 * test's requests (and only its requests, by its `x-sandbox-scope`) as a .NET service would.
 * Faults stay available and share the same scope.
 */
export const test = faultsTest.extend<{
  profile: AnswerProfile;
  /** `withheld`: the API's answers carry no `Date` header, as a backend that does not expose it. */
  serverDate: 'sent' | 'withheld';
  profileScope: void;
}>({
  profile: ['default', { option: true }],
  serverDate: ['sent', { option: true }],
  profileScope: [
    async ({ context, request, profile, serverDate }, provide, testInfo) => {
      const scope = testInfo.testId;
      const scoped = profile !== 'default' || serverDate !== 'sent';
      if (scoped) {
        await context.setExtraHTTPHeaders({ 'x-sandbox-scope': scope });
        const response = await sandboxHooks(request).post('/__sandbox/profile', {
          data: { profile, date: serverDate, scope },
        });
        expect(response.ok(), await response.text()).toBe(true);
      }
      await provide();
      if (scoped) {
        await sandboxHooks(request).delete(`/__sandbox/profile?scope=${encodeURIComponent(scope)}`);
      }
    },
    { auto: true },
  ],
});
export { expect };
