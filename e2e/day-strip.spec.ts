import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, test } from './csp-guard';
import { desktopAndPhone, seriousViolations, sidewaysScroll } from './width-views';

// The shared test machine is often busy: data loads get more than the default 10 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(120_000);

/** A day in China time (the centre's), `YYYY-MM-DD`. */
const chinaDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/** The sandbox's server time, from its answer's Date header, as the page reads it. */
async function serverNow(request: APIRequestContext) {
  const response = await request.get('/client/');
  return Date.parse(response.headers()['date']!);
}

/** What the sandbox itself lists as starting on a day (its own filter): every lot of the day. */
async function startingOn(request: APIRequestContext, day: string) {
  const response = await request.post('/baseapi/api/AnncApi/QueryAnncList', {
    headers: { PlatformId: 'AssetsCliectApp' },
    data: {
      PlatformId: 'AssetsCliectApp',
      Kind: 'project',
      PageIndex: 1,
      PageSize: 100,
      BidFrom: day,
      BidTo: day,
      Sort: 'bidSoonest',
    },
  });
  const envelope = (await response.json()) as {
    Data: { Total: number; Items: Array<{ Title: string; BidStartTime: string | null }> };
  };
  return envelope.Data;
}

for (const width of desktopAndPhone) {
  test.describe(`今日开拍 / 明日开拍 on a ${width.name}`, () => {
    test.use(width.use);

    test("the home's strip lists exactly the sandbox's lots starting today and tomorrow, each linked to its day's list", async ({
      page,
      request,
    }) => {
      const now = await serverNow(request);
      const days = { today: chinaDay(now), tomorrow: chinaDay(now + 86_400_000) };
      await page.goto('/client/');
      const strip = page.getByTestId('day-strip');
      for (const which of ['today', 'tomorrow'] as const) {
        const expected = await startingOn(request, days[which]);
        // The sandbox seeds lots on both days, and its filter means what the strip says.
        expect(expected.Items.length, which).toBeGreaterThan(0);
        for (const item of expected.Items) expect(item.BidStartTime?.slice(0, 10)).toBe(days[which]);

        const day = strip.locator(`[data-day="${which}"]`);
        await expect(day).toHaveAttribute('data-date', days[which]);
        await expect(day.getByRole('heading')).toHaveText(which === 'today' ? '今日开拍' : '明日开拍');
        // The day's soonest lots, at most twelve, each one of the sandbox's lots of that day.
        const shown = day.getByTestId('day-strip-lot').locator('a');
        await expect(shown).toHaveCount(Math.min(12, expected.Total));
        const starts = new Map(expected.Items.map((item) => [item.Title, item.BidStartTime!]));
        const shownStarts = (await shown.allTextContents()).map((title) => starts.get(title));
        for (const start of shownStarts) expect(start?.slice(0, 10), which).toBe(days[which]);
        expect(shownStarts).toEqual([...shownStarts].sort());
        await expect(day.getByTestId('day-strip-more')).toHaveText(`查看全部 (${expected.Total})`);
        await expect(day.getByTestId('day-strip-more')).toHaveAttribute(
          'href',
          `/client/buyerweb/list/?bidFrom=${days[which]}&bidTo=${days[which]}&sort=bidSoonest`,
        );
      }
      // Tomorrow's lots have not started: each counts down to its start.
      const tomorrowLots = strip.locator('[data-day="tomorrow"]').getByTestId('day-strip-lot');
      await expect(tomorrowLots.first().getByTestId('day-strip-countdown')).toContainText('距竞价开始');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page, '[data-testid="day-strip"]')).toEqual([]);

      // 查看全部 opens the list filtered to that day, counting the same.
      const expectedToday = await startingOn(request, days.today);
      await strip.locator('[data-day="today"]').getByTestId('day-strip-more').click();
      await page.waitForURL(
        `**/client/buyerweb/list/?bidFrom=${days.today}&bidTo=${days.today}&sort=bidSoonest`,
      );
      await expect(page.getByTestId('list-total')).toHaveText(`共 ${expectedToday.Total} 条`);
    });
  });
}

test('a day without lots says so in one line', async ({ page, request }) => {
  const tomorrow = chinaDay((await serverNow(request)) + 86_400_000);
  // The strip asks once for both days: the answer, without tomorrow's lots.
  await page.route('**/baseapi/api/AnncApi/QueryAnncList', async (route) => {
    const body = route.request().postDataJSON() as { BidTo?: string };
    if (body.BidTo !== tomorrow) return route.fallback();
    const response = await route.fetch();
    const answer = (await response.json()) as {
      Data: { Total: number; Items: Array<{ BidStartTime: string | null }> };
    };
    answer.Data.Items = answer.Data.Items.filter((item) => !item.BidStartTime?.startsWith(tomorrow));
    answer.Data.Total = answer.Data.Items.length;
    await route.fulfill({ response, json: answer });
  });
  await page.goto('/client/');
  const day = page.getByTestId('day-strip').locator('[data-day="tomorrow"]');
  await expect(day.getByTestId('day-strip-empty')).toHaveText('明日暂无开拍标的');
  await expect(
    page.getByTestId('day-strip').locator('[data-day="today"]').getByTestId('day-strip-lot').first(),
  ).toBeVisible();
});
