import type { APIRequestContext, Locator, Page } from '@playwright/test';
import messages from '../messages/zh-CN.json';
import { apiAnswer } from './api-answer';
import { moveAnswerDates } from './moved-answer-dates';
import { preferCards } from './list-view';
import { phone } from './phone-fit';
import { openWithSession } from './seeded-session';
import { expect as baseExpect, test } from './sandbox-profile';

// The shared test machine is often busy: data loads get more than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const live = messages.portal.live;
const states = messages.portal.states;
const DAY = 86_400_000;

type Item = {
  AnncId: string;
  State: string;
  CanApply: boolean;
  ApplyEndTime: string | null;
  BidStartTime: string | null;
};

/** A centre time (UTC+8) in milliseconds. */
const centreTime = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

/**
 * The first list page the visitor sees of one state, as the sandbox answers it now, and the
 * server's clock read from the answer's Date header: the tests read the seed, never assume it.
 */
async function listPage(request: APIRequestContext, State: string) {
  const response = await request.post('/baseapi/api/AnncApi/QueryAnncList', {
    headers: { PlatformId: 'AssetsCliectApp', WebBusinessType: 'Assets' },
    data: { PlatformId: 'AssetsCliectApp', Kind: 'project', State, PageIndex: 1, PageSize: 12 },
  });
  const serverNow = Date.parse(response.headers()['date']!);
  const items = ((await response.json()) as { Data: { Items: Item[] } }).Data.Items;
  return { serverNow, items };
}

/**
 * The 待竞价 project on the first page whose bidding starts soonest, among those whose applications
 * have closed: its countdown is to the start.
 */
async function nextStart(request: APIRequestContext) {
  const { serverNow, items } = await listPage(request, 'WaitingBid');
  const item = items
    .filter(
      (entry) =>
        entry.BidStartTime &&
        centreTime(entry.BidStartTime) > serverNow + 60_000 &&
        (!entry.ApplyEndTime || centreTime(entry.ApplyEndTime) <= serverNow),
    )
    .sort((a, b) => centreTime(a.BidStartTime!) - centreTime(b.BidStartTime!))[0]!;
  return { serverNow, item, start: centreTime(item.BidStartTime!) };
}

// The countdowns follow the answers: a busy machine's slow start is waited for here, not in them.
const listAnswer = (page: Page) => apiAnswer(page, '/api/AnncApi/QueryAnncList');

/**
 * A jump of the page's clock that the server's clock makes too. The page keeps the server's time
 * from its answers' Date header (lib/api/server-clock.ts): a call answered after a jump of the page
 * alone (the quick panel's, late on a busy machine) rightly set the page back to the real time and
 * reopened the card the jump had closed. Every answer from now on carries a Date moved as far as
 * the page's clock was.
 */
async function jumpWithTheServer(page: Page) {
  let ahead = 0;
  // An answer is held while a jump is under way. Stamped with the new offset before the page's
  // clock had moved, it made the page count the jump twice (a busy-CI run saw a card a day past
  // its deadline already bidding); stamped with the old one after, it set the page back.
  let jumping = Promise.resolve();
  await moveAnswerDates(
    page,
    () => ahead,
    () => jumping,
  );
  return async (ms: number) => {
    let jumped = () => {};
    jumping = new Promise<void>((resolve) => (jumped = resolve));
    try {
      ahead += ms;
      await page.clock.fastForward(ms);
    } finally {
      jumped();
    }
  };
}
const detailAnswer = (page: Page) => apiAnswer(page, '/api/AnncApi/GetAnncDetail');

const cardOf = (page: Page, id: string) =>
  page.getByTestId('annc-card').filter({ has: page.locator(`a[href$="id=${id}"]`) });

async function expectTicks(countdown: Locator) {
  const before = await countdown.innerText();
  await expect(countdown).not.toHaveText(before);
}

for (const [name, viewport] of [
  ['desktop', { width: 1400, height: 900 }],
  ['a 390 px phone', phone],
] as const) {
  test.describe(`live status on ${name}`, () => {
    test.use({ viewport });
    // What a card shows and offers; a phone shows cards once chosen.
    test.beforeEach(({ page }) => preferCards(page));

    test('a card counts down to the start, then says 竞价中 and offers 围观竞价 without a reload', async ({
      page,
      request,
    }) => {
      const { serverNow, item, start } = await nextStart(request);
      await page.clock.install({ time: serverNow });
      const jump = await jumpWithTheServer(page);
      const list = listAnswer(page);
      // Signed in (the header's welcome line is hidden on a phone): 围观竞价 is offered to a signed-in visitor.
      await openWithSession(page, '/client/buyerweb/list/?state=WaitingBid', 'buyer', { vd: 'client' });
      await list;
      const card = cardOf(page, item.AnncId);
      const countdown = card.getByTestId('countdown');
      await expect(countdown).toHaveAttribute('data-kind', 'bidStart');
      await expect(countdown).toContainText(live.bidStart);
      await expect(countdown).toHaveText(/\d+天 \d\d:\d\d:\d\d/);
      await expectTicks(countdown);
      await expect(card.getByTestId('live-state')).toHaveText(states.WaitingBid);
      await expect(card.getByTestId('look-on')).toHaveCount(0);

      await jump(start - serverNow + 2_000);
      await expect(card).toHaveAttribute('data-state', 'Bidding');
      await expect(card.getByTestId('live-state')).toHaveText(states.Bidding);
      await expect(card.getByTestId('look-on')).toHaveText(messages.portal.lookOn);
      await expect(countdown).toHaveAttribute('data-kind', 'bidEnd');
      await expect(countdown).toContainText(live.bidEnd);
    });

    test('a card open for applications counts down to its deadline, then 我要报名 becomes 报名已截止', async ({
      page,
      request,
    }) => {
      const { serverNow, items } = await listPage(request, 'Published');
      const item = items.find((entry) => entry.CanApply && entry.ApplyEndTime && entry.BidStartTime)!;
      await page.clock.install({ time: serverNow });
      const jump = await jumpWithTheServer(page);
      const list = listAnswer(page);
      await page.goto('/client/buyerweb/list/?state=Published');
      await list;
      const card = cardOf(page, item.AnncId);
      await expect(card.getByTestId('countdown')).toContainText(live.applyEnd);
      await expect(card.getByRole('link', { name: messages.portal.apply })).toBeVisible();

      await jump(centreTime(item.ApplyEndTime!) - serverNow + 2_000);
      await expect(card.getByText(messages.portal.applyClosed)).toBeVisible();
      await expect(card.getByRole('link', { name: messages.portal.apply })).toHaveCount(0);
      await expect(card.getByTestId('countdown')).toContainText(live.bidStart);
    });
  });
}

test.describe('the clock is the server’s', () => {
  test('a device clock two days slow still counts down by the server, and the detail flips at the start', async ({
    page,
    request,
  }) => {
    const { serverNow, item, start } = await nextStart(request);
    await page.clock.install({ time: serverNow - 2 * DAY });
    const jump = await jumpWithTheServer(page);
    const detail = detailAnswer(page);
    await page.goto(`/client/buyerweb/noticeDetail/?id=${item.AnncId}`);
    await detail;
    const countdown = page.getByTestId('countdown');
    const days = Math.floor((start - serverNow) / DAY);
    await expect(countdown).toContainText(`${live.bidStart} ${days}天`);
    await expectTicks(countdown);
    await expect(page.getByTestId('live-state')).toHaveText(states.WaitingBid);

    await jump(start - serverNow + 2_000);
    await expect(page.getByTestId('live-state')).toHaveText(states.Bidding);
    await expect(page.getByTestId('live-state')).toHaveAttribute('aria-live', 'polite');
    await expect(countdown).toContainText(live.bidEnd);
    await expect(page.getByTestId('apply-button')).toBeDisabled();
  });

  test.describe('when the API sends no readable Date', () => {
    test.use({ serverDate: 'withheld' });

    test('the device clock stands in', async ({ page, request }) => {
      const { serverNow, item, start } = await nextStart(request);
      await page.clock.install({ time: serverNow - 2 * DAY });
      const detail = detailAnswer(page);
      await page.goto(`/client/buyerweb/noticeDetail/?id=${item.AnncId}`);
      await detail;
      const days = Math.floor((start - serverNow + 2 * DAY) / DAY);
      await expect(page.getByTestId('countdown')).toContainText(`${live.bidStart} ${days}天`);
    });
  });
});
