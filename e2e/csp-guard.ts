import { test as base, expect } from './cpu-throttle';

/**
 * `test` that fails when any page of the test reports a Content Security Policy violation. Every
 * exported page carries its own hashed script policy, so this holds in both projects; behind nginx
 * the header's policy is checked as well. Chromium reports each violation on the console as
 * "Refused to … because it violates the following Content Security Policy directive".
 */
export const test = base.extend<{ cspExpected: RegExp | undefined; cspGuard: void }>({
  /** Violations a test provokes on purpose (an attack the policy must block), by message. */
  cspExpected: [undefined, { option: true }],
  cspGuard: [
    async ({ context, cspExpected }, provide) => {
      const violations: string[] = [];
      // A refused eval that the page's code catches reaches no console by itself: report every
      // violation event there too.
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`Content Security Policy violation: ${event.effectiveDirective} ${event.blockedURI}`),
        ),
      );
      context.on('console', (message) => {
        const text = message.text();
        if (!/Content Security Policy/i.test(text)) return;
        if (!cspExpected?.test(text)) violations.push(text);
      });
      await provide();
      expect(violations, 'CSP violations reported by the pages').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
