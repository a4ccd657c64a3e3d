import { test as base, expect } from '@playwright/test';

/**
 * `test` that fails when any page of the test reports a Content Security Policy violation. Every
 * exported page carries its own hashed script policy, so this holds in both projects; behind nginx
 * the header's policy is checked as well. Chromium reports each violation on the console as
 * "Refused to … because it violates the following Content Security Policy directive".
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, provide) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await provide();
      expect(violations, 'CSP violations reported by the pages').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
