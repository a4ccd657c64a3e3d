import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import messages from '../messages/zh-CN.json';
import { hydrated } from './auth-helpers';

// Issue 40: offline, 加入日历 and 分享 say why they cannot work, or work. Their code loads on the
// click; offline, code never fetched cannot come, while code already in the page still works.
const detail = '/client/buyerweb/noticeDetail/?id=assets-project-006';
const offlineCalendar = messages.ui.offlineAction.replace('{action}', messages.portal.calendar.add);

const visibleButton = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).filter({ visible: true }).first();

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('offline, 加入日历 and 分享 say the network is needed instead of failing without a word', async ({
      page,
      context,
    }) => {
      await page.goto(detail);
      await expect(page.getByTestId('annc-title')).toBeVisible();
      await hydrated(page);
      await context.setOffline(true);

      await visibleButton(page, messages.portal.calendar.add).click();
      const bar = page.getByTestId('part-failed');
      await expect(bar).toHaveText(new RegExp(offlineCalendar));
      await noSidewaysScroll(page);
      await bar.getByRole('button', { name: messages.ui.close }).click();
      await expect(bar).toHaveCount(0);

      await visibleButton(page, messages.portal.share.share).click();
      await expect(bar).toContainText(messages.ui.partOffline);
      await noSidewaysScroll(page);
    });

    test('offline, 加入日历 still gives the file once its code is in the page', async ({ page, context }) => {
      await page.goto(detail);
      await expect(page.getByTestId('annc-title')).toBeVisible();
      await hydrated(page);
      const calendar = visibleButton(page, messages.portal.calendar.add);
      const online = page.waitForEvent('download');
      await calendar.click();
      await online;

      await context.setOffline(true);
      const [file] = await Promise.all([page.waitForEvent('download'), calendar.click()]);
      expect(await readFile((await file.path())!, 'utf8')).toContain('BEGIN:VEVENT');
      await expect(page.getByTestId('part-failed')).toHaveCount(0);
    });
  });
}
