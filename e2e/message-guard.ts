import { test as base, expect } from '@playwright/test';

/**
 * `test` that fails when a page asked for a text it was not handed: the visitor would read the
 * key (`portal.map.title`) instead of Chinese. Each page hands the browser only its own part of
 * the catalogue (components/i18n, lib/portal/portal-text.ts), and the translation hook says
 * "Missing message: <key>" on the console; this keeps the parts right on every page a test opens.
 * Every spec's `test` comes from here, through `./cpu-throttle`.
 */
export const test = base.extend<{ messageGuard: void }>({
  messageGuard: [
    async ({ context }, provide) => {
      const missing: string[] = [];
      context.on('console', (message) => {
        if (message.text().startsWith('Missing message: ')) missing.push(message.text());
      });
      await provide();
      expect(missing, 'texts the pages asked for but were not handed').toEqual([]);
    },
    { auto: true },
  ],
});
