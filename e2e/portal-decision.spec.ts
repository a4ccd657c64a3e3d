import { preferCards } from './list-view';
import type { Page } from '@playwright/test';
import messages from '../messages/zh-CN.json';
import { buildManifest } from '../sites/manifest';
import { centreTime, readDetail } from './annc-detail-answer';
import { apiAnswer } from './api-answer';
import { moveAnswerDates } from './moved-answer-dates';
import { expect as baseExpect, test } from './csp-guard';
import { axeViolations, expectElderMode, rememberElderMode } from './elder-mode';
import { expectFits, phone } from './phone-fit';
import { openWithSession } from './seeded-session';

// The shared test machine is often busy: data loads get more than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const price = messages.portal.price;
const fields = messages.portal.fields;
const share = messages.portal.share;
const siteTitle = buildManifest().find((site) => site.VirtualDirectory === 'client')!.Title;
const detailPath = (id: string) => `/client/buyerweb/noticeDetail/?id=${id}`;

async function openDetail(page: Page, id: string) {
  const answer = apiAnswer(page, '/api/AnncApi/GetAnncDetail');
  await page.goto(detailPath(id));
  await answer;
  await expect(page.getByTestId('annc-title')).toBeVisible();
}

const cardOf = (page: Page, id: string) =>
  page.getByTestId('annc-card').filter({ has: page.locator(`a[href$="id=${id}"]`) });
const stepStatuses = (page: Page) =>
  page
    .getByTestId('step-bar')
    .locator('li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-step-status')));

// The seed (sandbox/db/seed/portal-announcements.ts): a project's price is (30 + 11 × seq) × 10 000
// yuan and its deposit a tenth of it; every fifth project gives neither. 013 is 公告中, 018 待竞价,
// 010 待竞价 without a price.
for (const [name, viewport] of [
  ['a 390 px phone', phone],
  ['a 1366 px desktop', { width: 1366, height: 768 }],
] as const) {
  test.describe(`the detail as the decision page on ${name}`, () => {
    test.use({ viewport });

    test('cards and table rows show the price under its label, and say so where the answer has none', async ({
      page,
    }) => {
      // A phone opens lists as compact rows unless the device chose cards.
      await preferCards(page);
      const list = apiAnswer(page, '/api/AnncApi/QueryAnncList');
      await page.goto('/client/buyerweb/list/?state=WaitingBid');
      await list;
      await expect(cardOf(page, 'assets-project-018').getByTestId('annc-price')).toHaveText(
        `${price.startPrice}：2,280,000.00 元`,
      );
      await expect(cardOf(page, 'assets-project-010').getByTestId('annc-price')).toHaveText(
        `${price.startPrice}：${price.none}`,
      );
      await page.getByRole('button', { name: messages.portal.views.table, exact: true }).click();
      const row = page
        .getByTestId('annc-row')
        .filter({ has: page.locator('a[href$="id=assets-project-018"]') });
      await expect(row.getByTestId('annc-price')).toHaveText(`${price.startPrice}：2,280,000.00 元`);
      await expectFits(page, 'list');

      const published = apiAnswer(page, '/api/AnncApi/QueryAnncList');
      await page.goto('/client/buyerweb/list/?state=Published');
      await published;
      // Cards again: the device's choice of cards is set before every load (preferCards).
      await expect(cardOf(page, 'assets-project-013').getByTestId('annc-price')).toHaveText(
        `${price.listPrice}：1,730,000.00 元`,
      );
    });

    test('the detail shows the labelled price and the deposit, or that the answer has none', async ({
      page,
    }) => {
      await openDetail(page, 'assets-project-013');
      await expect(page.getByTestId('annc-price')).toHaveText(`${price.listPrice}：1,730,000.00 元`);
      await expect(page.getByTestId('annc-deposit')).toHaveText(`${price.deposit}：173,000.00 元`);

      await openDetail(page, 'assets-project-010');
      await expect(page.getByTestId('annc-price')).toHaveText(`${price.startPrice}：${price.none}`);
      await expect(page.getByTestId('annc-deposit')).toHaveText(`${price.deposit}：${price.none}`);
      await expectFits(page, 'detail');
    });

    test('the deadlines are dates beside the countdown, and on paper', async ({ page, request }) => {
      const { detail } = await readDetail(request, 'assets-project-013');
      await openDetail(page, 'assets-project-013');
      const dates = page.getByTestId('annc-date');
      await expect(dates).toHaveText([
        `${fields.applyEndTime}：${detail.ApplyEndTime}`,
        `${fields.depositEndTime}：${detail.DepositEndTime}`,
        `${fields.bidStartTime}：${detail.BidStartTime}`,
        `${fields.bidEndTime}：${detail.BidEndTime}`,
      ]);
      await expect(page.getByTestId('countdown')).toHaveAttribute('data-kind', 'applyEnd');
      await page.emulateMedia({ media: 'print' });
      for (const date of await dates.all()) await expect(date).toBeVisible();
      await expect(page.getByTestId('annc-price')).toBeVisible();
    });

    test('办理进度 follows the clock: once bidding starts it lights 网络竞价, not 意向报名', async ({
      page,
      request,
    }) => {
      const { serverNow, detail } = await readDetail(request, 'assets-project-018');
      // The page's server clock set a few seconds before the bidding starts: every answer's Date is
      // moved as far, so the page sees the start come and the state turn without a reload.
      const ahead = centreTime(detail.BidStartTime!) - serverNow - 4_000;
      await moveAnswerDates(page, () => ahead);
      await openDetail(page, 'assets-project-018');
      await expect(page.getByTestId('live-state')).toHaveText(messages.portal.states.Bidding);
      await expect.poll(() => stepStatuses(page)).toEqual(['done', 'done', 'done', 'current', 'pending']);
      await expect(page.getByTestId('step-bar').locator('li[data-step-status="current"]')).toContainText(
        '网络竞价',
      );
      // The price is now where the bidding starts from.
      await expect(page.getByTestId('annc-price')).toHaveText(`${price.startPrice}：2,280,000.00 元`);
    });

    test('打印 takes every tab, the platform’s name and the dates, and no toast', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // The dialog's 复制链接 leaves a toast on screen: the way to it is the dialog, not a share sheet.
      await page.addInitScript(() => {
        Reflect.deleteProperty(Navigator.prototype, 'share');
      });
      await openDetail(page, 'assets-project-013');
      await page.getByRole('button', { name: share.share, exact: true }).click();
      await page.getByRole('button', { name: share.copyLink }).click();
      const toast = page.getByText(share.copied);
      await expect(toast).toBeVisible();
      await page.getByRole('button', { name: share.close }).click();

      await page.evaluate(() => {
        window.print = () => document.body.setAttribute('data-printed', 'yes');
      });
      await page.getByRole('button', { name: share.print, exact: true }).click();
      await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
      await page.emulateMedia({ media: 'print' });
      const tabs = page.getByTestId('print-tabs');
      await expect(tabs.getByRole('heading', { level: 2 })).toHaveText(['公告内容', '竞买须知', '联系方式']);
      await expect(tabs.locator('table td').last()).toHaveText('按成交价 1%');
      await expect(tabs.getByText('联系电话')).toBeVisible();
      await expect(page.getByTestId('print-platform')).toHaveText(siteTitle);
      await expect(page.getByTestId('annc-date').first()).toBeVisible();
      await expect(toast).toBeHidden();
      await expect(page.getByRole('tablist')).toBeHidden();

      await page.emulateMedia({ media: 'screen' });
      await expect(page.getByTestId('print-tabs')).toBeHidden();
      await expect(page.getByTestId('tab-panel')).toBeVisible();
    });

    test('分享 opens the device’s own share sheet where it has one, the QR dialog where it fails', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const calls: unknown[] = [];
        Object.assign(window, { __shared: calls });
        Object.defineProperty(Navigator.prototype, 'share', {
          configurable: true,
          value: async (data: unknown) => {
            calls.push(data);
            if (calls.length > 1) throw new DOMException('not now', 'NotAllowedError');
          },
        });
      });
      await openDetail(page, 'assets-project-013');
      const title = (await page.getByTestId('annc-title').textContent())!;
      const shareButton = page.getByRole('button', { name: share.share, exact: true });
      await shareButton.click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
        .toEqual([{ title, url: page.url() }]);
      await expect(page.getByTestId('share-dialog')).toHaveCount(0);

      // A share sheet that cannot open leaves the visitor the QR code and 复制链接.
      await shareButton.click();
      await expect(page.getByTestId('share-dialog')).toBeVisible();
    });

    test('报名成功 says what comes next, and the step bar agrees with itself', async ({ page, request }) => {
      // Each screen applies to a lot of its own: 017 has a deposit and a bidding date, 025 neither.
      const id = viewport.width < 768 ? 'assets-project-025' : 'assets-project-017';
      const { detail } = await readDetail(request, id);
      await openWithSession(page, detailPath(id), 'member', { vd: 'client' });
      const button = page.getByTestId('apply-button');
      await expect(button).toHaveText(messages.portal.apply);
      await button.click();
      const terms = page.getByTestId('apply-terms');
      await terms.getByLabel('我已阅读并同意以上条款').check();
      await terms.getByRole('button', { name: '确认报名' }).click();

      const next = page.getByTestId('apply-success').getByTestId('apply-next').locator('li');
      const success = messages.portal.applySuccess;
      const deposit = id === 'assets-project-017' ? '217,000.00 元' : price.none;
      await expect(next).toHaveText([
        success.deposit.replace('{time}', detail.DepositEndTime!).replace('{amount}', deposit),
        success.review,
        detail.BidStartTime ? success.bidStart.replace('{time}', detail.BidStartTime) : success.bidStartUnset,
      ]);
      await expectFits(page, 'apply success');
      await page.getByTestId('apply-success').getByRole('button', { name: success.close }).click();
      await expect(button).toHaveText(messages.portal.applied);
      await expect.poll(() => stepStatuses(page)).toEqual(['done', 'done', 'current', 'pending', 'pending']);
    });
  });
}

test.describe('the actions on a 390 px phone', () => {
  test.use({ viewport: phone });

  test('我要报名, 收藏, 加入日历 and 分享 stay in reach along the bottom, the one bar there: the quick bar’s items give way', async ({
    page,
  }) => {
    await openDetail(page, 'assets-project-013');
    const bar = page.getByTestId('action-bar');
    for (const label of [
      messages.portal.apply,
      messages.portal.favourite.add,
      messages.portal.calendar.add,
      share.share,
    ])
      await expect(bar.getByRole('button', { name: label, exact: true })).toBeVisible();
    // One bar along the bottom (issue 64): the quick bar's items do not stack under it.
    await expect(page.getByTestId('quick-nav')).toBeAttached();
    await expect(page.locator('[data-quick-nav="favourites"]')).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('[data-quick-nav="backToTop"]')).toBeVisible();

    const layout = await page.evaluate(() => {
      const barBox = document.querySelector('[data-testid="action-bar"]')!.getBoundingClientRect();
      const quick = document.querySelector('[data-testid="quick-nav"]')!.getBoundingClientRect();
      const footer = document.querySelector('[data-testid="footer"]')!.getBoundingClientRect();
      // Each of the bar's buttons is what a tap at its centre reaches (回到顶部 sits above the bar).
      const covered = [...document.querySelectorAll<HTMLElement>('[data-testid="action-bar"] button')]
        .filter((button) => {
          const box = button.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return !button.contains(hit);
        })
        .map((button) => button.textContent);
      return {
        barTop: barBox.top,
        barBottom: barBox.bottom,
        quickTop: quick.top,
        footerBottom: footer.bottom,
        covered,
      };
    });
    expect(layout.barBottom).toBeCloseTo(phone.height, 0);
    expect(layout.quickTop).toBeGreaterThanOrEqual(phone.height - 0.5);
    expect(layout.barTop).toBeGreaterThan(phone.height / 2);
    // Scrolled to the end, the page's last line clears the bar.
    expect(layout.footerBottom).toBeLessThanOrEqual(layout.barTop + 0.5);
    expect(layout.covered).toEqual([]);
    await expectFits(page, 'detail scrolled to the end');
  });

  test('the bar is in its place from its first paint: the quick bar coming under it moves nothing', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & { sources?: Array<{ node?: Node | null }> };
      const moved: string[] = [];
      Object.assign(window, { movedActionBar: moved });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[])
          for (const source of entry.sources ?? []) {
            const node = source.node ?? null;
            const element = node instanceof Element ? node : node?.parentElement;
            if (element?.closest('[data-testid="action-bar"]'))
              moved.push(`${Math.round(entry.startTime)} ms`);
          }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openDetail(page, 'assets-project-013');
    await expect(page.getByTestId('action-bar')).toBeVisible();
    // On a detail the quick bar comes without height (its items give way to the actions).
    await expect(page.getByTestId('quick-nav')).toBeAttached();
    // Layout shifts are reported with the frame after them.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(
      await page.evaluate(() => (window as unknown as { movedActionBar: string[] }).movedActionBar),
    ).toEqual([]);
  });
});

test.describe('the actions on a 1366 px desktop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('stay in the announcement’s header, beside 打印', async ({ page }) => {
    await openDetail(page, 'assets-project-013');
    const bar = page.getByTestId('action-bar');
    await expect(bar).toHaveCSS('position', 'static');
    const header = page.getByTestId('annc-detail').locator('header');
    await expect(header.getByTestId('action-bar')).toBeVisible();
    await expect(header.getByRole('button', { name: share.print, exact: true })).toBeVisible();
    await expect(bar.getByRole('button', { name: messages.portal.apply, exact: true })).toBeVisible();
  });
});

for (const [name, viewport] of [
  ['a 390 px phone', phone],
  ['a 1366 px desktop', { width: 1366, height: 768 }],
] as const) {
  for (const elder of [false, true]) {
    test(`the detail with its price, dates and actions has no axe violation on ${name}${elder ? ' in 长者模式' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      if (elder) await rememberElderMode(page);
      await openDetail(page, 'assets-project-013');
      await expectElderMode(page, elder);
      await expect(page.getByTestId('annc-deposit')).toBeVisible();
      expect(await axeViolations(page, elder)).toEqual([]);
      await expectFits(page, 'detail');
    });
  }
}
