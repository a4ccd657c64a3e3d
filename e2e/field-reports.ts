import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { FieldRow } from '../sandbox/telemetry/store';
import type { FieldSummary } from '../sandbox/telemetry/summary';
import { sandboxHooks } from './sandbox-hooks';

/** Waits until the page's field reports run (lib/telemetry/runtime.ts marks the timeline). */
export async function reportingStarted(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('portal:field-reports').length > 0);
}

/**
 * A word no other test's page throws: letters only, so the report's scrubbing keeps it. Tests share
 * the sandbox, and a report sent as a page is left carries none of the test's headers, so a test
 * finds its page view's report by the marker of an error thrown there.
 */
export function newMarker(): string {
  return `mark${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
}

/** Throws an uncaught error carrying `marker` in the page (an error the page did not catch). */
export async function throwInPage(page: Page, message: string) {
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
  await page.waitForTimeout(50);
}

/** Leaves the page as a visitor does (another address in the tab): the reports go then. */
export async function leave(page: Page) {
  await page.goto('about:blank');
}

async function allRows(request: APIRequestContext, query = ''): Promise<FieldRow[]> {
  const response = await sandboxHooks(request).get(`/__sandbox/field?rows=1${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { rows: FieldRow[] }).rows;
}

/** The report that carried the error with `marker`, once the collector has it. */
export async function reportWith(request: APIRequestContext, marker: string): Promise<number> {
  let report: number | undefined;
  await expect
    .poll(
      async () => {
        report = (await allRows(request)).find((row) =>
          String(row.attributes['error.message'] ?? '').includes(marker),
        )?.report;
        return report;
      },
      { message: `a report with ${marker}`, timeout: 20_000 },
    )
    .toBeDefined();
  return report!;
}

/** The collector's summary of these reports (what `npm run field -- --json` prints). */
export async function fieldSummary(request: APIRequestContext, reports: number[]): Promise<FieldSummary> {
  const response = await sandboxHooks(request).get(`/__sandbox/field?reports=${reports.join(',')}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as FieldSummary;
}

/** Every row the collector stored, of every test, as it is. */
export async function everyStoredRow(request: APIRequestContext): Promise<FieldRow[]> {
  return allRows(request);
}
