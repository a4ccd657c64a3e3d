import { expect, type Page } from '@playwright/test';
import messages from '../messages/zh-CN.json';

/** The idle timeout's dialog (SPEC §4 系统提示：). */
export const idleDialog = (page: Page) => page.getByRole('dialog', { name: messages.auth.idle.title });

/**
 * Jumps the page's installed clock past the idle time (client: 1800 s) until the idle dialog shows,
 * and returns it. The timer loads lazily after the page shows its user, and the only sign that it
 * runs is its dialog; jumps take no real time, so the clock jumps again while the dialog has not
 * come. A jump fired before the timer ran moves nothing; one after it brings the dialog.
 */
export async function idleUntilDialog(page: Page) {
  const dialog = idleDialog(page);
  await expect(async () => {
    await page.clock.fastForward('30:01');
    await expect(dialog).toBeVisible({ timeout: 5_000 });
  }).toPass();
  return dialog;
}
