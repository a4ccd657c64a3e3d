import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import messages from '../messages/zh-CN.json';
import { accountAnswer } from './auth-helpers';
import { openSignedIn } from './usercentre-helpers';
import { openWithSession } from './seeded-session';

/** Serious and critical axe-core violations on the page (or one part of it), summarised for the report. */
async function seriousViolations(page: Page, within?: string) {
  // Legacy mode runs axe once, in the page: the default mode injects it a second time into a blank
  // page to merge frame results, which doubles the cost, and these pages have no cross-origin frame.
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('the province home page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/client/');
  await expect(page.getByTestId('main-menu')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the sign-in waiting screen has no serious accessibility violation', async ({ page }) => {
  // A failed sign-in moves on to the provider's end session after a few seconds (SPEC §8 cleanup
  // logout). Hold that answer, as a slow provider would: the failure stays on screen, the page
  // the visitor sees, while axe reads it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/adfs/oauth2/logout?**', async (route) => {
    await held;
    await route.abort();
  });
  await page.goto('/client/GetCode/?error=server_error');
  await expect(page.getByTestId('sign-in-problem')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  release();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('an announcement list and its detail have no serious accessibility violation', async ({ page }) => {
  await page.goto('/client/buyerweb/list/');
  const firstCard = page.getByTestId('annc-card').first();
  await expect(firstCard).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await firstCard.getByRole('link').first().click();
  await page.waitForURL('**/client/buyerweb/noticeDetail/?id=*');
  await expect(page.getByRole('tablist').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a detail keeps one heading outline when the centre’s text brings headings of its own', async ({
  page,
}) => {
  // The centre writes its announcement text with an h3 straight under the page's h1 (axe's
  // heading-order, a best-practice rule outside the WCAG tags above): it must sit at h2.
  await page.goto('/client/buyerweb/list/');
  await page.getByTestId('annc-card').first().getByRole('link').first().click();
  await page.waitForURL('**/client/buyerweb/noticeDetail/?id=*');
  await expect(page.getByTestId('tab-panel').getByRole('heading').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await expect(page.getByTestId('tab-panel').getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test('the identity chooser has no serious accessibility violation', async ({ page }) => {
  // /ChangeOrg asks the identity rule again: the chooser, without the sign-in pages before it. The
  // chooser follows the account's answer.
  const account = accountAnswer(page);
  await openWithSession(page, '/client/ChangeOrg/', 'multi', { identityName: '受让方' });
  await account;
  const dialog = page.getByRole('dialog', { name: messages.auth.chooser.title });
  await expect(dialog).toBeVisible();
  // The page under the modal overlay is inert and dimmed on purpose: check the dialog itself.
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});

test('the user centre has no serious accessibility violation', async ({ page }) => {
  await openSignedIn(page, 'baseweb/userCenterConter/userCenter/userDetail/');
  await expect(page.getByTestId('user-name')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
