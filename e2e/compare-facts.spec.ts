import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './csp-guard';
import { desktopAndPhone } from './width-views';

// The shared test machine is often busy: data loads get more than the default 10 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(120_000);

/**
 * Chooses seeded lots from their details (other tests publish lots meanwhile, which would lead the
 * list, and whose titles name no city or category); their titles. Not the lot whose body carries
 * hostile markup (docs/api.md): its detail page is tested alone.
 */
async function choose(page: Page, count: number): Promise<string[]> {
  const titles: string[] = [];
  for (const id of ['assets-project-004', 'assets-project-005', 'assets-project-006'].slice(0, count)) {
    await page.goto(`/client/buyerweb/noticeDetail/?id=${id}`);
    titles.push((await page.getByTestId('annc-title').textContent())!);
    const toggle = page.getByTestId('compare-toggle').first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  return titles;
}

for (const width of desktopAndPhone) {
  test.describe(`比一比 on a ${width.name}`, () => {
    test.use(width.use);

    test('says as much as the detail: its deposit, its region and category from the lot’s own data; row names on one line', async ({
      page,
    }) => {
      const titles = await choose(page, 2);
      await page.goto('/client/compare/');
      const table = page.getByTestId('compare-table');
      await expect(table.getByTestId('compare-column')).toHaveCount(2);

      // The deposit of each lot, as its detail says it.
      await expect(table.getByRole('rowheader', { name: '保证金', exact: true })).toBeVisible();
      const deposits = await table.locator('tr[data-row="deposit"] td').allTextContents();
      const regions = await table.locator('tr[data-row="region"] td').allTextContents();
      const categories = await table.locator('tr[data-row="category"] td').allTextContents();
      for (const [index, title] of titles.entries()) {
        await page.goto('/client/compare/');
        await table.getByTestId('compare-column').nth(index).getByRole('link').first().click();
        await expect(page.getByTestId('annc-title')).toHaveText(title);
        const detail = (await page.getByTestId('annc-detail').textContent())!;
        const shown = /保证金：(以公告为准|[\d,.]+ 元)/.exec(detail)?.[1];
        expect(deposits[index]).toBe(shown ?? '—');
        // The region and category the lot's subjects name (标的详情), never —.
        expect(regions[index]).not.toBe('—');
        expect(title).toContain(regions[index]!);
        expect(categories[index]).not.toBe('—');
        expect(title).toContain(categories[index]!);
      }

      // No row name is broken into a column of single characters.
      await page.goto('/client/compare/');
      for (const name of ['项目编号', '报名截止', '所在地区', '标的类别', '浏览次数']) {
        const header = table.getByRole('rowheader', { name, exact: true });
        // The lines its text takes, whatever the height of the row's other cells.
        const lines = await header.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return Math.round(
            range.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
          );
        });
        expect(lines, name).toBe(1);
      }
    });

    test('the tray names the chosen lots and clears them; the compare page leads back to the list and to adding a lot', async ({
      page,
    }) => {
      const titles = await choose(page, 2);
      const tray = page.getByTestId('compare-tray');
      await tray.getByTestId('compare-count').click();
      const chosen = tray.getByTestId('compare-chosen');
      await expect(chosen.getByRole('listitem')).toHaveText(titles);

      await page.goto('/client/compare/');
      const back = page.getByRole('link', { name: '返回列表' });
      const add = page.getByRole('link', { name: '继续添加' });
      await expect(back).toBeVisible();
      await expect(add).toBeVisible();
      await add.click();
      await expect(page.getByTestId(width.phone ? 'annc-compact-row' : 'annc-card').first()).toBeVisible();

      await page.getByTestId('compare-tray').getByTestId('compare-count').click();
      await page.getByTestId('compare-tray').getByRole('button', { name: '清空' }).click();
      await expect(page.getByTestId('compare-tray')).toHaveCount(0);
      await expect(
        page
          .getByTestId(width.phone ? 'annc-compact-row' : 'annc-card')
          .first()
          .getByTestId('compare-toggle'),
      ).toHaveAttribute('aria-pressed', 'false');
    });
  });
}
