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
      for (const part of chrome) await expect(part).toBeVisible();

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
