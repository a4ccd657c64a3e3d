import type { Page } from '@playwright/test';
import messages from '../messages/zh-CN.json';
import { ELDER_MODE_KEY } from '../lib/site/chrome/elder-mode';
import { expect, test } from './csp-guard';
import { apiAnswer } from './api-answer';
import { openWithSession } from './seeded-session';
import { expectFits, phone } from './phone-fit';
import { axeViolations, expectElderMode, smallTargets, textMetrics } from './elder-mode';

const label = messages.header.topBar.elderMode;

async function bodyFontSize(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).fontSize);
}

test('the 长者模式 switch in the top bar works from the keyboard and is remembered across reloads', async ({
  page,
}) => {
  await page.goto('/client/');
  const toggle = page.getByTestId('top-bar').getByRole('switch', { name: label });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expectElderMode(page, false);
  expect(await bodyFontSize(page)).toBe('14px');

  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expectElderMode(page, true);
  expect(await bodyFontSize(page)).toBe('18px');

  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expectElderMode(page, true);

  // Before any of the page's script has run the page is already large: no small first paint.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expectElderMode(page, true);
  expect(await bodyFontSize(page)).toBe('18px');
  await page.unroute('**/_next/static/**/*.js');

  await page.reload();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expectElderMode(page, false);
  expect(await bodyFontSize(page)).toBe('14px');
});

test('on a phone the 长者模式 switch is in the top bar and the page still fits, menu open', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/client/');
  const toggle = page.getByTestId('top-bar').getByRole('switch', { name: label });
  await expect(toggle).toBeInViewport();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expectElderMode(page, true);
  await page.getByTestId('menu-button').click();
  await expect(page.getByTestId('main-menu').getByRole('link').first()).toBeVisible();
  await expectFits(page, 'home with the menu open');
  expect(await smallTargets(page)).toEqual([]);
});

test('a value on the device that the switch never wrote is ignored', async ({ page }) => {
  await page.addInitScript(([key]) => window.localStorage.setItem(key!, 'yes'), [ELDER_MODE_KEY]);
  await page.goto('/client/');
  await expect(page.getByTestId('top-bar').getByRole('switch', { name: label })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expectElderMode(page, false);
  expect(await bodyFontSize(page)).toBe('14px');
});

/** A list's lots: cards on a wide screen, compact rows on a phone. */
const lots = (page: Page) => page.locator('[data-testid="annc-card"], [data-testid="annc-compact-row"]');

/** Opens `path` and waits for the answer its first content is drawn from. */
async function openAfterAnswer(page: Page, path: string, endpoint: string) {
  const answer = apiAnswer(page, endpoint);
  await page.goto(path);
  await answer;
}

type Visit = { name: string; open: (page: Page) => Promise<void>; ready: (page: Page) => Promise<void> };

const visits: Visit[] = [
  {
    name: 'home',
    open: (page) => openAfterAnswer(page, '/client/', '/api/AnncApi/QueryAnncList'),
    ready: (page) => expect(page.getByTestId('home-row').first()).toBeVisible(),
  },
  {
    name: 'list',
    open: (page) => openAfterAnswer(page, '/client/buyerweb/list/', '/api/AnncApi/QueryAnncList'),
    ready: (page) => expect(lots(page).first()).toBeVisible(),
  },
  {
    name: 'detail',
    open: async (page) => {
      await openAfterAnswer(page, '/client/buyerweb/list/', '/api/AnncApi/QueryAnncList');
      const detail = apiAnswer(page, '/api/AnncApi/GetAnncDetail');
      await lots(page).first().getByRole('link').first().click();
      await page.waitForURL('**/client/buyerweb/noticeDetail/?id=*');
      await detail;
    },
    ready: (page) => expect(page.getByTestId('attachments')).toBeVisible(),
  },
  {
    name: 'login',
    open: (page) => page.goto('/client/login/401/?reason=expired').then(() => undefined),
    ready: (page) => expect(page.getByText(messages.auth.login.expired)).toBeVisible(),
  },
  {
    name: 'user centre',
    open: (page) =>
      openWithSession(page, '/client/baseweb/userCenterConter/userCenter/userDetail/', 'multi', {
        identityName: '受让方',
      }),
    ready: (page) => expect(page.getByTestId('identity-list')).toBeVisible(),
  },
];

// One visit, three tests: two axe runs and three page loads in one test outlast its time on a
// busy machine, and each part says on its own what broke.
for (const visit of visits) {
  test.describe(`the ${visit.name} page`, () => {
    test('with 长者模式 off: no axe violation', async ({ page }) => {
      await visit.open(page);
      await visit.ready(page);
      await expectElderMode(page, false);
      expect(await axeViolations(page, false), 'off').toEqual([]);
    });

    test('with 长者模式 on: large text and targets at 7:1, and no axe violation', async ({ page }) => {
      // Remembered on the device, as the switch leaves it.
      await page.addInitScript(([key]) => window.localStorage.setItem(key!, 'on'), [ELDER_MODE_KEY]);
      await visit.open(page);
      await visit.ready(page);
      await expectElderMode(page, true);
      const text = await textMetrics(page);
      expect(text.bodySize).toBeGreaterThanOrEqual(18);
      expect(text.bodyLineHeight).toBeGreaterThanOrEqual(1.6);
      expect(text.small, 'text under 18 px').toEqual([]);
      expect(text.tight, 'text set tighter than 1.6').toEqual([]);
      expect(await smallTargets(page), 'targets under 44 × 44 px').toEqual([]);
      expect(await axeViolations(page, true), 'on').toEqual([]);
    });

    test('with 长者模式 on a phone: it fits, with large targets', async ({ page }) => {
      await page.addInitScript(([key]) => window.localStorage.setItem(key!, 'on'), [ELDER_MODE_KEY]);
      await page.setViewportSize(phone);
      await visit.open(page);
      await visit.ready(page);
      await expectElderMode(page, true);
      await expectFits(page, visit.name);
      expect(await smallTargets(page), 'targets under 44 × 44 px on a phone').toEqual([]);
    });
  });
}

test('a green tenant’s home and list reach 7:1 in 长者模式 too', async ({ page }) => {
  await page.addInitScript(([key]) => window.localStorage.setItem(key!, 'on'), [ELDER_MODE_KEY]);
  await page.goto('/forest/');
  await expect(page.locator('[data-theme="green"]')).toBeVisible();
  await expect(page.getByTestId('home-row').first()).toBeVisible();
  await expectElderMode(page, true);
  expect(await axeViolations(page, true), 'home').toEqual([]);
  await page.goto('/forest/forestweb/list/');
  await expect(page.getByTestId('annc-card').first()).toBeVisible();
  expect(await axeViolations(page, true), 'list').toEqual([]);
});
