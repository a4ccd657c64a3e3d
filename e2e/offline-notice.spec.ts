import messages from '../messages/zh-CN.json';
import { expect as baseExpect, test } from './csp-guard';
import { coveredButtons } from './covered-buttons';

// The shared test machine is often busy: data loads get more than the default 10 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(120_000);
test.use({ serviceWorkers: 'allow' });

const views = [
  { name: '390×844', viewport: { width: 390, height: 844 }, phone: true },
  { name: '1366×768', viewport: { width: 1366, height: 768 }, phone: false },
];

for (const view of views) {
  test(`at ${view.name}, the 离线 notice covers none of a detail's floated buttons`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: view.viewport,
      hasTouch: view.phone,
      isMobile: view.phone,
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    await page.goto('/client/buyerweb/noticeDetail/?id=assets-project-004');
    await expect(page.getByTestId('annc-title')).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    await expect(page.getByTestId('annc-title')).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-notice')).toContainText(messages.offline.notice);
    // On a phone's detail the quick bar gives way to the actions (one bar): loaded, not shown.
    await expect(page.getByTestId('quick-nav')).toBeAttached();
    for (const scroll of [0, 400]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      await expect.poll(() => coveredButtons(page), `scrolled ${scroll}`).toEqual([]);
    }
    await context.close();
  });
}
