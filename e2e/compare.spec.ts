import type { Locator, Page } from '@playwright/test';
import messages from '../messages/zh-CN.json';
import { expect as baseExpect, test } from './csp-guard';
import { desktopAndPhone, seriousViolations, sidewaysScroll } from './width-views';

// The shared test machine is often busy: data loads get more than the default 10 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(120_000);

const text = messages.portal.compare;
const list = '/client/buyerweb/list/';

/** The lots of a list in the view the width opens with: cards on a desktop, compact rows on a phone. */
function lots(page: Page, phone: boolean): Locator {
  return page.getByTestId(phone ? 'annc-compact-row' : 'annc-card');
}

/** A lot's title, as its link names it. */
const titleOf = (lot: Locator) => lot.locator('a[title]').first().getAttribute('title');

/**
 * A lot's id, from its link: two lots may share a title (the browser suite publishes lots of its
 * own into the same sandbox), never an id.
 */
async function idOf(lot: Locator): Promise<string> {
  const link = await lot.locator('a[title]').first().getAttribute('href');
  return new URL(link!, 'http://portal.test').searchParams.get('id')!;
}

/** The links to lot `id` inside `scope`. */
const linksTo = (scope: Locator, id: string) => scope.locator(`a[href$="id=${id}"]`);

for (const width of desktopAndPhone) {
  test.describe(`比一比 on a ${width.name}`, () => {
    test.use(width.use);

    test('three lots from a list and one from a detail, compared, narrowed, one removed, kept after a reload; a fifth refused', async ({
      page,
    }) => {
      await page.goto(list);
      const rows = lots(page, width.phone);
      await expect(rows.nth(5)).toBeVisible();
      const chosen: string[] = [];
      const ids: string[] = [];
      for (const index of [0, 1, 2]) {
        const lot = rows.nth(index);
        chosen.push((await titleOf(lot))!);
        ids.push(await idOf(lot));
        const toggle = lot.getByTestId('compare-toggle');
        await expect(toggle).toHaveText(text.add);
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
        await expect(toggle).toHaveText(text.added);
      }
      const tray = page.getByTestId('compare-tray');
      await expect(tray.getByTestId('compare-count')).toHaveText('已选 3/4');

      // The tray covers nothing: at the end of the page the footer ends above it. Parts that come
      // after the content (the quick bar) still move the page's end and the tray: held once settled.
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        if (width.phone) {
          const trayBox = (await tray.boundingBox())!;
          const footerBox = (await page.getByTestId('footer').boundingBox())!;
          expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(trayBox.y + 0.5);
          expect(trayBox.width).toBe(390);
        }
      }).toPass();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

      // The fourth from its detail.
      const fourth = rows.nth(3);
      chosen.push((await titleOf(fourth))!);
      ids.push(await idOf(fourth));
      const fifthId = await idOf(rows.nth(4));
      await fourth.locator('a[title]').first().click();
      await expect(page.getByTestId('annc-title')).toHaveText(chosen[3]!);
      const detailToggle = page.getByTestId('annc-detail').getByTestId('compare-toggle');
      await detailToggle.click();
      await expect(detailToggle).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('compare-count')).toHaveText('已选 4/4');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

      // A fifth is refused, and says why.
      await page.goBack();
      const fifth = lots(page, width.phone)
        .filter({ has: page.locator(`a[href$="id=${fifthId}"]`) })
        .first();
      await expect(fifth.getByTestId('compare-toggle')).toHaveText(text.add);
      await fifth.getByTestId('compare-toggle').click();
      await expect(page.getByText('最多对比 4 个标的，请先移除一个')).toBeVisible();
      await expect(fifth.getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByTestId('compare-count')).toHaveText('已选 4/4');

      // Side by side.
      await page.getByTestId('compare-start').click();
      await page.waitForURL('**/client/compare/');
      const columns = page.getByTestId('compare-column');
      await expect(columns).toHaveCount(4);
      for (const [index, title] of chosen.entries()) {
        await expect(columns.nth(index)).toContainText(title);
        await expect(linksTo(columns.nth(index), ids[index]!).first()).toBeVisible();
      }
      const table = page.getByTestId('compare-table');
      await expect(table.locator('tr[data-row="code"] td').first()).not.toHaveText('…');
      await expect(table.locator('tr[data-row="price"] td').nth(3)).not.toHaveText('…');
      for (const name of [
        '项目编号',
        '状态',
        '价格',
        '报名截止',
        '竞价开始',
        '竞价结束',
        '所在地区',
        '浏览次数',
      ]) {
        await expect(table.getByRole('rowheader', { name, exact: true })).toBeVisible();
      }
      // The region each lot's subjects name (标的详情): never — for these lots.
      for (const region of await table.locator('tr[data-row="region"] td').allTextContents()) {
        expect(region).not.toBe('—');
      }
      await expect(table.locator('tr[data-row="applyEnd"] td').first()).toHaveText(
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
      );
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);

      if (width.phone) {
        // The table scrolls inside its own box, its row names held at the left.
        const scroller = page.getByTestId('compare-scroll');
        const inside = await scroller.evaluate((box) => box.scrollWidth - box.clientWidth);
        expect(inside).toBeGreaterThan(0);
        const rowName = table.getByRole('rowheader', { name: '项目编号', exact: true });
        const before = (await rowName.boundingBox())!.x;
        await scroller.evaluate((box) => box.scrollBy(200, 0));
        await expect.poll(() => scroller.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
        expect((await rowName.boundingBox())!.x).toBeCloseTo(before, 0);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      }

      // 隐藏相同项 hides the rows that read the same for every lot, and only those.
      const sameRows = await table
        .locator('tr[data-same]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row')!));
      await page.getByLabel('隐藏相同项').check();
      for (const row of sameRows) await expect(table.locator(`tr[data-row="${row}"]`)).toHaveCount(0);
      await expect(table.locator('tr[data-row="code"]')).toHaveCount(1);
      await expect(table.locator('tr[data-same]')).toHaveCount(0);
      await page.getByLabel('隐藏相同项').uncheck();
      await expect(table.locator('tr[data-row="region"]')).toHaveCount(1);
      await expect(table.locator('tr[data-row="deposit"]')).toHaveCount(1);

      // Printed: the table, without the page's chrome and buttons.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('compare-table')).toBeVisible();
      await expect(page.getByTestId('compare-remove').first()).toBeHidden();
      await expect(page.getByLabel('隐藏相同项')).toBeHidden();
      await expect(page.getByTestId('footer')).toBeHidden();
      await page.emulateMedia({ media: 'screen' });

      // One removed, and the set is kept on the device.
      await columns
        .nth(1)
        .getByRole('button', { name: `从对比中移除 ${chosen[1]}` })
        .click();
      await expect(columns).toHaveCount(3);
      await page.reload();
      await expect(columns).toHaveCount(3);
      await expect(linksTo(page.getByTestId('compare-table'), ids[1]!)).toHaveCount(0);
      for (const id of [ids[0]!, ids[2]!, ids[3]!]) {
        await expect(linksTo(page.getByTestId('compare-table'), id).first()).toBeVisible();
      }

      // The list says which are in the set.
      await page.goto(list);
      const removed = lots(page, width.phone)
        .filter({ has: page.locator(`a[href$="id=${ids[1]}"]`) })
        .first();
      await expect(removed.getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'false');
      const kept = lots(page, width.phone)
        .filter({ has: page.locator(`a[href$="id=${ids[0]}"]`) })
        .first();
      await expect(kept.getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('compare-count')).toHaveText('已选 3/4');
    });
  });
}

test('the compare page without lots says how to add them', async ({ page }) => {
  await page.goto('/client/compare/');
  await expect(page.getByTestId('compare-empty')).toContainText('加入对比');
  await expect(page.getByTestId('compare-tray')).toHaveCount(0);
});
