import messages from '../messages/zh-CN.json';
import { phone } from './phone-fit';
import { readQrImage } from './qr-reader';
import { expect as baseExpect, test } from './sandbox-faults';

// The shared test machine is often busy: data loads get more than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const share = messages.portal.share;
const detail = '/client/buyerweb/noticeDetail/?id=assets-project-005';

for (const [name, viewport] of [
  ['desktop', { width: 1400, height: 900 }],
  ['a 390 px phone', phone],
] as const) {
  test.describe(`分享 and 打印 on ${name}`, () => {
    test.use({ viewport });

    test('分享 shows a QR code of the page address and 复制链接 copies it', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(detail);
      await expect(page.getByTestId('annc-title')).toBeVisible();
      await page.getByRole('button', { name: share.share, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: share.title });
      await expect(dialog).toBeVisible();
      const qr = dialog.getByTestId('share-qr');
      await expect(qr).toBeVisible();
      expect(await readQrImage(qr)).toBe(page.url());
      await dialog.getByRole('button', { name: share.copyLink }).click();
      await expect(page.getByText(share.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    });

    test('打印 prints the title, facts, dates, attachments and the QR, without the chrome and buttons', async ({
      page,
    }) => {
      await page.goto(detail);
      await expect(page.getByTestId('annc-title')).toBeVisible();
      await page.evaluate(() => {
        window.print = () => document.body.setAttribute('data-printed', 'yes');
      });
      await page.getByRole('button', { name: share.print, exact: true }).click();
      await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

      const chrome = [
        page.locator('header[data-columns]'),
        page.getByTestId('footer'),
        page.locator(`aside[aria-label="${messages.quickNav.label}"]`),
      ];
      // On a phone's detail the quick bar gives way to the actions (one bar) already.
      for (const part of viewport === phone ? chrome.slice(0, 2) : chrome) await expect(part).toBeVisible();

      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('annc-title')).toBeVisible();
      const facts = page.getByTestId('annc-detail').locator('header dl');
      await expect(facts).toBeVisible();
      await expect(facts).toContainText(messages.portal.fields.code);
      await expect(facts).toContainText(messages.portal.fields.bidStartTime);
      await expect(facts).toContainText(messages.portal.fields.bidEndTime);
      await expect(page.getByRole('heading', { name: messages.portal.detail.attachments })).toBeVisible();
      const qr = page.getByTestId('print-qr').getByRole('img');
      await expect(qr).toBeVisible();
      expect(await readQrImage(qr)).toBe(page.url());
      for (const part of chrome) await expect(part).toBeHidden();
      await expect(page.getByRole('button', { name: share.share, exact: true })).toBeHidden();
      await expect(page.getByTestId('apply-button')).toBeHidden();

      await page.emulateMedia({ media: 'screen' });
      await expect(page.getByTestId('print-qr')).toBeHidden();
      await expect(page.getByRole('button', { name: share.print, exact: true })).toBeVisible();
    });
  });
}

// A link from another platform hands an id_token over in the address. The boot script, the first
// script of every page, takes it out of the address bar; on a dropped connection the arrival code
// never comes, and the token must be gone all the same.
test('分享 and 打印 give the address without its credentials when the arrival code does not load', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The chunk of the arrival code, known by the claims it reads a name from.
  let refused = 0;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    if (!(await response.text()).includes('preferred_username')) return route.fulfill({ response });
    refused += 1;
    return route.abort('connectionfailed');
  });
  const idToken = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJzb21lb25lIn0.c2lnbmF0dXJl';
  await page.goto(
    `${detail}&id_token=${idToken}&code=the-code&state=the-state&session_state=s&token=t&tab=2`,
  );
  await expect(page.getByTestId('annc-title')).toBeVisible();
  await expect.poll(() => refused).toBeGreaterThan(0);
  expect(new URL(page.url()).searchParams.get('id_token')).toBeNull();
  expect(new URL(page.url()).searchParams.get('tab')).toBe('2');
  const shared = new URL(`${detail}&tab=2`, page.url()).href;

  await page.getByRole('button', { name: share.share, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: share.title });
  const qr = dialog.getByTestId('share-qr');
  await expect(qr).toBeVisible();
  expect(await readQrImage(qr)).toBe(shared);
  await dialog.getByRole('button', { name: share.copyLink }).click();
  await expect(page.getByText(share.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared);
  await dialog.getByRole('button', { name: share.close }).click();

  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: share.print, exact: true }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByTestId('print-qr');
  expect(await readQrImage(printed.getByRole('img'))).toBe(shared);
  await expect(printed).toContainText(shared);
  await expect(printed).not.toContainText(idToken);
});
