import { readFile } from 'node:fs/promises';
import { devices, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expect as baseExpect, test } from './csp-guard';
import { centreTime, readDetail, type DetailDates } from './annc-detail-answer';
import { preferCards } from './list-view';
import { openWithSession } from './seeded-session';
import { sandboxHooks } from './sandbox-hooks';

// The shared test machine is often busy: data loads get more than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(90_000);

/** A centre time (UTC+8) as the instant a calendar must show. */
const instantOf = (text: string) => new Date(centreTime(text)).toISOString();

/** Clicks 加入日历 and parses the file it downloads with a real iCalendar parser. */
async function downloadCalendar(page: Page, scope = page.locator('body')) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name: '加入日历' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const text = await readFile((await file.path())!, 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: vevent.hasProperty('dtend') ? event.endDate.toJSDate().toISOString() : null,
      url: String(vevent.getFirstPropertyValue('url')),
      alarms: vevent
        .getAllSubcomponents('valarm')
        .map((alarm) => (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()),
    };
  });
}

/**
 * The events an announcement must give: each deadline still ahead with the alarms still ahead of
 * a day and an hour before it, and the bidding as one event from its start to its end.
 */
function expectedEvents(detail: DetailDates, url: string, now = Date.now()) {
  const moment = (summary: string, time: string, end: string | null = null) => {
    const start = instantOf(time);
    const alarms = [86400, 3600].filter((lead) => Date.parse(start) - lead * 1000 > now).map((lead) => -lead);
    return { summary: `${summary}：${detail.Title}`, start, end: end && instantOf(end), url, alarms };
  };
  const events = [];
  if (detail.ApplyEndTime) events.push(moment('报名截止', detail.ApplyEndTime));
  if (detail.DepositEndTime) events.push(moment('保证金截止', detail.DepositEndTime));
  events.push(moment('竞价', detail.BidStartTime!, detail.BidEndTime!));
  return events
    .filter((event) => Date.parse(event.end ?? event.start) > now)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** A unique word for this test's searches and announcements. */
const wordFor = (name: string) => `${name}${Date.now().toString(36)}`;

async function publish(page: Page, title: string, count: number) {
  const response = await sandboxHooks(page.request).post('/__sandbox/publish', {
    data: { platformId: 'AssetsCliectApp', title, count },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function saveSearch(page: Page, name: string) {
  await page.getByRole('button', { name: '保存搜索' }).click();
  const dialog = page.getByRole('dialog', { name: '保存搜索' });
  await dialog.getByLabel('名称').fill(name);
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  // The dialog closes only once the search is stored.
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('已保存到我的搜索')).toBeVisible();
}

/** Writes the province client's saved-search record on the device as a release would leave it. */
async function storeSavedSearches(page: Page, searches: unknown) {
  await page.evaluate(
    (searches) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('portal-saved-searches');
        open.onupgradeneeded = () => open.result.createObjectStore('searches');
        open.onsuccess = () => {
          const write = open.result.transaction('searches', 'readwrite').objectStore('searches');
          write.put({ version: 1, searches }, 'tenant:client');
          write.transaction.oncomplete = () => resolve();
          write.transaction.onerror = () => reject(write.transaction.error);
        };
        open.onerror = () => reject(open.error);
      }),
    searches,
  );
}

const savedRow = (page: Page, name: string) =>
  page.getByTestId('saved-searches').getByTestId('saved-search').filter({ hasText: name });

for (const device of ['desktop', 'phone'] as const) {
  test.describe(`${device}`, () => {
    if (device === 'phone') {
      const { defaultBrowserType: _ignored, ...iPhone } = devices['iPhone 13'];
      test.use({ ...iPhone, viewport: { width: 390, height: 844 } });
      // The saved search lands on the list's cards, which a phone shows once chosen.
      test.beforeEach(({ page }) => preferCards(page));
    }
    const mine = device === 'desktop' ? 'assets-project-006' : 'assets-project-010';

    test('加入日历 on a detail gives an .ics with each phase to come at its UTC+8 instant, the bidding from start to end, a link back and its alarms', async ({
      page,
    }) => {
      await page.goto(`/client/buyerweb/noticeDetail/?id=${mine}`);
      await expect(page.getByTestId('annc-title')).toBeVisible();
      const { detail } = await readDetail(page.request, mine);
      expect(
        detail.ApplyEndTime && detail.DepositEndTime && detail.BidStartTime && detail.BidEndTime,
      ).toBeTruthy();
      const events = await downloadCalendar(page, page.getByTestId('annc-detail'));
      const expected = expectedEvents(detail, page.url());
      expect(expected.map((event) => event.summary)).toContain(`竞价：${detail.Title}`);
      expect(events).toEqual(expected);
      expect(events.map((event) => event.summary)).not.toContain(`竞价结束：${detail.Title}`);
    });

    test('我的收藏 puts every favourite in the calendar, and 我的日程 shows the same dates in its month', async ({
      page,
    }) => {
      await openWithSession(page, `/client/buyerweb/noticeDetail/?id=${mine}`, 'buyer');
      const { detail } = await readDetail(page.request, mine);
      const detailUrl = page.url();
      await page.getByTestId('favourite-button').click();
      await expect(page.getByTestId('favourite-button')).toHaveText('取消收藏');

      await page.goto('/client/buyerweb/userCenterConter/CollectList/');
      await expect(page.getByTestId('collect-list').getByText(detail.Title).first()).toBeVisible();
      const events = await downloadCalendar(page, page.getByTestId('collect-list'));
      for (const event of expectedEvents(detail, detailUrl)) expect(events).toContainEqual(event);
      // A calendar holds nothing already over.
      for (const event of events)
        expect(Date.parse(event.end ?? event.start)).toBeGreaterThan(Date.now() - 60_000);

      await page.getByTestId('collect-list').getByRole('link', { name: '我的日程' }).click();
      await page.waitForURL('**/client/buyerweb/userCenterConter/MySchedule/');
      const schedule = page.getByTestId('schedule');
      await expect(schedule.getByRole('heading', { name: '我的日程' })).toBeVisible();
      // Walk to the month of the bidding, as a user would.
      const [year, month] = detail.BidStartTime!.split('-').map(Number) as [number, number];
      const label = `${year}年${month}月`;
      for (
        let step = 0;
        step < 24 && (await schedule.getByTestId('schedule-month').textContent()) !== label;
        step += 1
      ) {
        const shown = (await schedule.getByTestId('schedule-month').textContent())!;
        const [shownYear, shownMonth] = shown.match(/\d+/g)!.map(Number) as [number, number];
        await schedule
          .getByRole('button', {
            name: shownYear * 12 + shownMonth < year * 12 + month ? '下个月' : '上个月',
          })
          .click();
        await expect(schedule.getByTestId('schedule-month')).not.toHaveText(shown);
      }
      await expect(schedule.getByTestId('schedule-month')).toHaveText(label);
      const day = detail.BidStartTime!.slice(0, 10);
      await expect(schedule.getByTestId('schedule-grid').locator(`[data-day="${day}"]`)).toHaveAttribute(
        'aria-label',
        /项/,
      );
      const item = schedule
        .getByTestId('schedule-item')
        .filter({ hasText: '竞价开始' })
        .filter({ hasText: detail.Title });
      await expect(item).toHaveCount(1);
      await expect(item.locator('time')).toHaveText(detail.BidStartTime!.slice(11, 16));
      const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(width).toBeLessThanOrEqual(0);
    });

    test('a saved search counts the announcements published since it was opened, opens the list and starts again', async ({
      page,
    }) => {
      const word = wordFor(device === 'desktop' ? '桌面' : '手机');
      await page.goto(`/client/buyerweb/list/?word=${encodeURIComponent(word)}`);
      await expect(page.getByTestId('search-word')).toBeVisible();
      await saveSearch(page, `关注${word}`);

      await page.goto('/client/');
      const row = savedRow(page, `关注${word}`);
      await expect(row.getByTestId('saved-search-new')).toHaveText('暂无新公告');

      await publish(page, word, 3);
      await page.reload();
      await expect(row.getByTestId('saved-search-new')).toHaveText('3 条新公告');

      await row.getByRole('link', { name: `关注${word}` }).click();
      await page.waitForURL(/\/client\/buyerweb\/list\/\?word=/);
      await expect(page.getByTestId('annc-cards').locator('li')).toHaveCount(3);

      await page.goto('/client/');
      await expect(row.getByTestId('saved-search-new')).toHaveText('暂无新公告');
      await publish(page, word, 2);
      await page.reload();
      await expect(row.getByTestId('saved-search-new')).toHaveText('2 条新公告');
    });

    test('saved searches are renamed and deleted, survive a reload, stop at 20 with a Chinese reason, and a bad record is dropped', async ({
      page,
    }) => {
      await page.goto('/client/buyerweb/list/?state=Bidding');
      await saveSearch(page, '竞价中的项目');
      await page.goto('/client/');
      await savedRow(page, '竞价中的项目').getByRole('button', { name: '重命名' }).click();
      await page.getByTestId('saved-searches').getByRole('textbox').fill('正在竞价');
      await page.getByTestId('saved-searches').getByRole('button', { name: '保存' }).click();
      // The row takes the new name once it is stored; a reload before that would read the old one.
      await expect(savedRow(page, '正在竞价')).toHaveCount(1);
      await page.reload();
      await expect(savedRow(page, '正在竞价')).toHaveCount(1);
      await savedRow(page, '正在竞价').getByRole('link').click();
      await page.waitForURL(/\/client\/buyerweb\/list\/\?state=Bidding$/);
      await expect(page.getByRole('tab', { name: '竞价中' })).toHaveAttribute('aria-selected', 'true');

      await page.goto('/client/');
      await savedRow(page, '正在竞价').getByRole('button', { name: '删除' }).click();
      await expect(page.getByTestId('saved-searches')).toHaveCount(0);

      // Nineteen searches already on the device; the twentieth is saved through the dialog.
      await page.goto('/client/buyerweb/list/');
      await storeSavedSearches(
        page,
        Array.from({ length: 19 }, (_, index) => ({
          id: `stored-${index + 1}`,
          name: `搜索${index + 1}`,
          path: 'buyerweb/list/',
          query: '',
          kind: 'project',
          createdAt: Date.now(),
          openedAt: Date.now(),
          seenIds: [],
        })),
      );
      await page.reload();
      await saveSearch(page, '搜索20');
      await page.getByRole('button', { name: '保存搜索' }).click();
      const dialog = page.getByRole('dialog', { name: '保存搜索' });
      await expect(dialog.getByRole('alert')).toHaveText('最多保存 20 个搜索，请先删除不用的搜索');
      await expect(dialog.getByRole('button', { name: '保存', exact: true })).toBeDisabled();
      await dialog.getByRole('button', { name: '取消' }).click();
      await page.goto('/client/');
      await expect(page.getByTestId('saved-search')).toHaveCount(20);

      // A record a broken or future release left behind is dropped, never a crash.
      await storeSavedSearches(page, 'broken');
      await page.reload();
      await expect(page.getByTestId('home-section').first()).toBeVisible();
      await expect(page.getByTestId('saved-searches')).toHaveCount(0);
      await page.goto('/client/buyerweb/list/');
      await saveSearch(page, '重新开始');
      await page.goto('/client/');
      await expect(page.getByTestId('saved-search')).toHaveCount(1);
    });
  });
}
