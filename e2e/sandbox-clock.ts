import { test as faultsTest, expect } from './sandbox-faults';
import { sandboxHooks } from './sandbox-hooks';

/** The sandbox's clock for this test's requests (docs/sandbox.md "A test's own clock"). */
export type SandboxClock = {
  /**
   * Runs `step` with the sandbox's clock `seconds` away from the real one (negative: in the past)
   * for this test's requests only, then puts it back: what the provider issues meanwhile is dated
   * as if it had happened then.
   */
  shifted<T>(seconds: number, step: () => Promise<T>): Promise<T>;
};

/**
 * `test` with a `sandboxClock` fixture, on top of the faults fixture whose `x-sandbox-scope`
 * header keeps this test's clock to its own requests. A session signed in "six minutes ago" is
 * aged as a real one would be, for the provider and the browser alike, without waiting.
 */
export const test = faultsTest.extend<{ sandboxClock: SandboxClock }>({
  sandboxClock: async ({ request, faults: _scoped }, provide, testInfo) => {
    const scope = testInfo.testId;
    const reset = () => sandboxHooks(request).delete(`/__sandbox/clock?scope=${encodeURIComponent(scope)}`);
    await provide({
      async shifted(seconds, step) {
        const response = await sandboxHooks(request).post('/__sandbox/clock', {
          data: { scope, offsetSeconds: seconds },
        });
        expect(response.ok(), await response.text()).toBe(true);
        try {
          return await step();
        } finally {
          await reset();
        }
      },
    });
    await reset();
  },
});
export { expect };
