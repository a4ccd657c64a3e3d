import { test as faultsTest, expect } from './sandbox-faults';
import { sandboxHooks } from './sandbox-hooks';

/** The sandbox's answer profiles (docs/sandbox.md "Answer profiles"). */
export const answerProfiles = ['default', 'dotnet'] as const;
export type AnswerProfile = (typeof answerProfiles)[number];
/** Spec-conformant ways of answering the sandbox's data does not show (sandbox/profiles/quirks.ts). */
export type AnswerQuirk = 'unknownState' | 'missingOptional' | 'ignoreFilters';

/**
 * `test` with a `profile` option: `test.use({ profile: 'dotnet' })` makes the sandbox answer this
 * test's requests (and only its requests, by its `x-sandbox-scope`) as a .NET service would.
 * Faults stay available and share the same scope.
 */
export const test = faultsTest.extend<{
  profile: AnswerProfile;
  /** `withheld`: the API's answers carry no `Date` header, as a backend that does not expose it. */
  serverDate: 'sent' | 'withheld';
  /** `test.use({ quirks: ['unknownState'] })`: this test's answers carry those quirks. */
  quirks: AnswerQuirk[];
  profileScope: void;
}>({
  profile: ['default', { option: true }],
  serverDate: ['sent', { option: true }],
  quirks: [[], { option: true }],
  profileScope: [
    async ({ context, request, profile, serverDate, quirks }, provide, testInfo) => {
      const scope = testInfo.testId;
      const scoped = profile !== 'default' || serverDate !== 'sent' || quirks.length > 0;
      if (scoped) {
        await context.setExtraHTTPHeaders({ 'x-sandbox-scope': scope });
        const response = await sandboxHooks(request).post('/__sandbox/profile', {
          data: { profile, date: serverDate, quirks, scope },
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
