import { readFile } from 'node:fs/promises';
import { devices, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import messages from '../messages/zh-CN.json';
import { expect as baseExpect, test } from './csp-guard';
import { apiAnswer } from './api-answer';
import { axeViolations, rememberElderMode } from './elder-mode';
import { expectFits, phone } from './phone-fit';

// Issue 63: 加入日历 on a lot whose bidding is still 待定 gives its deadlines; where nothing is
// ahead the button says so before the tap.

// The shared test machine is often busy: data loads get more than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(90_000);

const calendar = messages.portal.calendar;
// 公告中 in the seed (sandbox/db/seed/portal-announcements.ts).
const lot = 'assets-project-013';
const DAY = 24 * 3600_000;

/** An instant as the centre writes it (UTC+8, `YYYY-MM-DD HH:mm:ss`). */
const centreText = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

type Dates = {
  ApplyEndTime: string | null;
  DepositEndTime: string | null;
  BidStartTime: string | null;
  BidEndTime: string | null;
};

/** Opens the lot's detail with its dates replaced by `dates`, as a centre could answer them. */
async function openWithDates(page: Page, dates: Dates) {
  await page.route('**/baseapi/api/AnncApi/GetAnncDetail', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { Data: Record<string, unknown> };
    Object.assign(body.Data, dates);
    await route.fulfill({ response, json: body });
  });
  const answer = apiAnswer(page, '/api/AnncApi/GetAnncDetail');
  await page.goto(`/client/buyerweb/noticeDetail/?id=${lot}`);
  await answer;
  await expect(page.getByTestId('annc-title')).toBeVisible();
}

const calendarButton = (page: Page) =>
  page.getByTestId('annc-detail').getByRole('button', { name: calendar.add, exact: true });

async function downloadedSummaries(page: Page) {
  const [file] = await Promise.all([page.waitForEvent('download'), calendarButton(page).click()]);
  const text = await readFile((await file.path())!, 'utf8');
  const parsed = new ICAL.Component(ICAL.parse(text));
  return parsed.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { summary: event.summary.split('：')[0], start: event.startDate.toJSDate().getTime() };
  });
}

for (const [name, viewport, elder] of [
  ['390 px phone', phone, false],
  ['390 px phone in 长者模式', phone, true],
  ['1366 px laptop', { width: 1366, height: 768 }, false],
] as const) {
  test.describe(name, () => {
    if (viewport === phone) {
      const { defaultBrowserType: _ignored, ...iPhone } = devices['iPhone 13'];
      test.use({ ...iPhone, viewport });
    } else test.use({ viewport });
    if (elder) test.beforeEach(({ page }) => rememberElderMode(page));

    test('a lot in 公告中 with its bidding 待定 puts its 报名截止 and 保证金截止 in the calendar', async ({
      page,
    }) => {
      const applyEnd = Date.now() + 3 * DAY;
      const depositEnd = Date.now() + 4 * DAY;
      await openWithDates(page, {
        ApplyEndTime: centreText(applyEnd),
        DepositEndTime: centreText(depositEnd),
        BidStartTime: null,
        BidEndTime: null,
      });
      await expect(calendarButton(page)).toBeEnabled();
      await expect(page.getByTestId('calendar-unavailable')).toHaveCount(0);
      const events = await downloadedSummaries(page);
      expect(events).toEqual([
        { summary: '报名截止', start: Math.floor(applyEnd / 1000) * 1000 },
        { summary: '保证金截止', start: Math.floor(depositEnd / 1000) * 1000 },
      ]);
      await expectFits(page, 'detail');
    });

    test('with no date ahead 加入日历 is disabled and says why before any tap', async ({ page }) => {
      const past = (days: number) => centreText(Date.now() - days * DAY);
      await openWithDates(page, {
        ApplyEndTime: past(5),
        DepositEndTime: past(4),
        BidStartTime: past(2),
        BidEndTime: past(1),
      });
      await expect(calendarButton(page)).toBeDisabled();
      const reason = page.getByTestId('calendar-unavailable');
      await expect(reason).toHaveText(calendar.allPast);
      await expect(reason).toBeInViewport();
      await expect(calendarButton(page)).toHaveAccessibleDescription(calendar.allPast);
      await expectFits(page, 'detail with every date past');
      expect(await axeViolations(page, elder)).toEqual([]);
    });

    test('a lot with no date set yet keeps 加入日历, disabled until its dates are set', async ({ page }) => {
      await openWithDates(page, {
        ApplyEndTime: null,
        DepositEndTime: null,
        BidStartTime: null,
        BidEndTime: null,
      });
      await expect(calendarButton(page)).toBeDisabled();
      await expect(page.getByTestId('calendar-unavailable')).toHaveText(calendar.notSet);
    });
  });
}
