import { test as base, expect } from './csp-guard';
import { sandboxHooks } from './sandbox-hooks';

/** A fault of the sandbox's `/__sandbox/faults` (see docs/sandbox.md). */
export type SandboxFault = {
  path: string;
  method?: string;
  status?: number;
  errorCode?: number;
  message?: string;
  delayMs?: number;
  malformed?: boolean;
  /** Only requests signed in as this demo account. */
  account?: string;
  times?: number;
};

export type ScopedFaults = { add(fault: SandboxFault): Promise<void> };

/**
 * `test` with a `faults` fixture. Tests share one sandbox and run in parallel, so every request
 * of this test's browser context carries the test's id in `x-sandbox-scope`, and the faults it
 * queues match only those requests: they can reach no other test, not even its sign-in. The
 * test's faults are cleared when it ends.
 */
export const test = base.extend<{ faults: ScopedFaults }>({
  faults: async ({ context, request }, provide, testInfo) => {
    const scope = testInfo.testId;
    await context.setExtraHTTPHeaders({ 'x-sandbox-scope': scope });
    await provide({
      async add(fault) {
        const response = await sandboxHooks(request).post('/__sandbox/faults', { data: { ...fault, scope } });
        expect(response.ok(), await response.text()).toBe(true);
      },
    });
    await sandboxHooks(request).delete(`/__sandbox/faults?scope=${encodeURIComponent(scope)}`);
  },
});
export { expect };
