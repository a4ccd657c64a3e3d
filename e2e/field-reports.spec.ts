import {
  everyStoredRow,
  fieldSummary,
  leave,
  newMarker,
  reportingStarted,
  reportWith,
  throwInPage,
} from './field-reports';
import { nextFrameDrawn } from './auth-helpers';
import { openPortalSignedIn } from './portal-sign-in';
import { expect, test } from './sandbox-faults';

/**
 * Field reports (issue 42): pages measure themselves and report errors and failed calls to the
 * sandbox's collector, by tenant, page kind and phone/desktop, and nothing that says who the
 * visitor is. Each page view throws an error with a marker, by which the test finds its report.
 */

const pages = [
  { kind: 'home', path: '/client/', content: 'home-section' },
  { kind: 'list', path: '/client/buyerweb/list/', content: 'annc-card' },
  {
    kind: 'noticeDetail',
    path: '/client/buyerweb/noticeDetail/?id=assets-project-004',
    content: 'annc-title',
  },
] as const;

for (const view of [
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
  { name: 'desktop', viewport: { width: 1366, height: 768 }, touch: false },
] as const) {
  test.describe(`a ${view.name} view`, () => {
    test.use({ viewport: view.viewport, hasTouch: view.touch, isMobile: view.touch });

    test(`home, list and detail report LCP, INP after a tap, CLS and TTFB by page kind (${view.name})`, async ({
      page,
      request,
    }) => {
      const markers: string[] = [];
      for (const { path, content } of pages) {
        await page.goto(path);
        // A phone opens lists as compact rows.
        await expect(
          page.getByTestId(content).or(page.getByTestId('annc-compact-row')).first(),
        ).toBeVisible();
        await reportingStarted(page);
        // A tap on the page's margin: an interaction that goes nowhere, for INP.
        const point = { x: 3, y: Math.round(view.viewport.height / 2) };
        if (view.touch) await page.touchscreen.tap(point.x, point.y);
        else await page.mouse.click(point.x, point.y);
        // The browser hands a tap's timing to observers after a frame: a page left before that has
        // no interaction to report (seen on a busy machine), as a visitor's would not.
        await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
        await nextFrameDrawn(page);
        const marker = newMarker();
        markers.push(marker);
        await throwInPage(page, `marker ${marker}`);
        await leave(page);
      }
      const reports: number[] = [];
      for (const marker of markers) reports.push(await reportWith(request, marker));
      const summary = await fieldSummary(request, reports);
      for (const { kind } of pages) {
        const group = summary.vitals.find((item) => item.pageKind === kind);
        expect(group, `measures of ${kind}`).toMatchObject({ tenant: 'client', viewport: view.name });
        for (const name of ['LCP', 'INP', 'CLS', 'TTFB'] as const) {
          expect(group!.vitals[name], `${name} of ${kind}`).toMatchObject({ count: 1 });
        }
      }
      const lcp = (await everyStoredRow(request)).filter(
        (row) => reports.includes(row.report) && row.attributes['web_vital.name'] === 'LCP',
      );
      expect(lcp).toHaveLength(pages.length);
      for (const row of lcp) {
        expect(row.attributes['web_vital.element_kind']).toMatch(/^[a-z][a-z0-9-]*$/);
        expect(row.attributes['web_vital.phase']).toMatch(/^(ttfb|load-delay|load-duration|render-delay)$/);
      }
    });
  });
}

test('a thrown error and a failing call show up with their page kind', async ({ page, request, faults }) => {
  await faults.add({ path: '/baseapi/api/AnncApi/QueryAnncList', status: 500 });
  await page.goto('/client/buyerweb/list/');
  await expect(page.getByTestId('portal-error')).toContainText('服务器异常:500');
  await reportingStarted(page);
  const marker = newMarker();
  await throwInPage(
    page,
    `list broke for 13812345678 ${marker} at https://portal.example.cn/client/?word=secret`,
  );
  await leave(page);
  const summary = await fieldSummary(request, [await reportWith(request, marker)]);
  expect(summary.errors).toEqual([
    {
      tenant: 'client',
      pageKind: 'list',
      message: `list broke for # ${marker} at https://portal.example.cn/client/`,
      frame: '',
      count: 1,
    },
  ]);
  expect(summary.calls).toEqual([
    expect.objectContaining({
      tenant: 'client',
      pageKind: 'list',
      call: 'queryAnncList',
      outcome: 'serverStatus',
      status: 'HTTP 500',
      count: 1,
    }),
  ]);
});

test('a call still waiting when the visitor leaves is not reported as failed', async ({
  page,
  request,
  faults,
}) => {
  await faults.add({ path: '/baseapi/api/AnncApi/QueryAnncList', delayMs: 20_000 });
  const listAsked = page.waitForRequest((sent) => sent.url().includes('/AnncApi/QueryAnncList'));
  await page.goto('/client/buyerweb/list/');
  await listAsked;
  // The reports start after the content or at the visitor's first tap, whichever comes first.
  await page.mouse.click(3, 300);
  await reportingStarted(page);
  const marker = newMarker();
  await throwInPage(page, `marker ${marker}`);
  await leave(page);
  const summary = await fieldSummary(request, [await reportWith(request, marker)]);
  expect(summary.errors).toEqual([expect.objectContaining({ pageKind: 'list', count: 1 })]);
  expect(summary.calls).toEqual([]);
});

test('no stored report carries a token, the account, a query or a search word', async ({ page, request }) => {
  const word = '梧桐苑';
  await openPortalSignedIn(page, 'client', 'buyer');
  const token = await page.evaluate(() =>
    Object.values(localStorage)
      .map((value) => /"accessToken":"([^"]+)"/.exec(value)?.[1])
      .find(Boolean),
  );
  expect(token, 'the signed-in page holds an access token').toBeTruthy();
  await page.getByRole('textbox', { name: '站内搜索' }).fill(word);
  await page.getByRole('button', { name: '开始搜索' }).click();
  await expect(page.getByTestId('search-word')).toContainText(word);
  await reportingStarted(page);
  const marker = newMarker();
  // What a careless message would quote: the address with its query, the word, the account.
  await page.evaluate(
    ([text, mark]) => {
      setTimeout(() => {
        throw new Error(`${mark}: search for ${text} failed at ${location.href}`);
      });
    },
    [word, marker],
  );
  await page.waitForTimeout(50);
  await leave(page);
  const report = await reportWith(request, marker);
  const rows = await everyStoredRow(request);
  expect(rows.filter((row) => row.report === report).length).toBeGreaterThan(3);
  // Every report the sandbox holds, this test's and all others'.
  const raw = JSON.stringify(rows);
  for (const secret of [token!, token!.slice(0, 24), word, encodeURIComponent(word), 'word=', '?']) {
    expect(raw, `stored reports contain ${secret}`).not.toContain(secret);
  }
  expect(raw, 'stored reports name the account').not.toMatch(/\bbuyer\b/);
});

for (const [name, script] of [
  ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
  [
    'Global Privacy Control',
    () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  ],
] as const) {
  test(`with ${name} set, nothing leaves for the collector and its code does not load`, async ({ page }) => {
    await page.addInitScript(script);
    const sent: string[] = [];
    page.on('request', (item) => {
      if (/\/otlp\//.test(item.url())) sent.push(item.url());
    });
    await page.goto('/client/buyerweb/list/');
    await expect(page.getByTestId('annc-card').first()).toBeVisible();
    await page.getByTestId('annc-card').first().locator('a[title]').click();
    await expect(page.getByTestId('annc-title')).toBeVisible();
    // Time for the reporting code to load had it been allowed to (it waits for the content).
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => performance.getEntriesByName('portal:field-reports').length)).toBe(0);
    await leave(page);
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
  });
}
