import { expect, test } from '@playwright/test';
import { FORBIDDEN_CHARACTERS } from '../lib/input/forbidden-characters';

const toastText = '不可输入禁止字符';

test.describe('forbidden characters in the header search box (SPEC §5)', () => {
  for (const char of FORBIDDEN_CHARACTERS) {
    test(`typing ${char} clears the box, shows the toast, and the search cannot carry it`, async ({
      page,
    }) => {
      await page.goto('/client/');
      const box = page.getByPlaceholder('请输入关键词');
      await box.pressSequentially(`土地${char}`);
      await expect(box).toHaveValue('');
      await expect(page.getByText(toastText)).toBeVisible();

      // React state was cleared too: the next keystroke starts from empty, not from the old text.
      await box.pressSequentially('房屋');
      await expect(box).toHaveValue('房屋');
      await page.getByRole('button', { name: '开始搜索' }).click();
      await page.waitForURL(/word=/);
      const word = new URL(page.url()).searchParams.get('word') ?? '';
      expect(word).toBe('房屋');
    });
  }

  test('a pasted value with a forbidden character is cleared as well', async ({ page }) => {
    await page.goto('/client/');
    const box = page.getByPlaceholder('请输入关键词');
    await box.fill('a<b>c');
    await expect(box).toHaveValue('');
    await expect(page.getByText(toastText)).toBeVisible();
  });

  test('ordinary text stays and raises no toast', async ({ page }) => {
    await page.goto('/client/');
    const box = page.getByPlaceholder('请输入关键词');
    await box.pressSequentially("郑州 (东区) 'A'-1");
    await expect(box).toHaveValue("郑州 (东区) 'A'-1");
    await expect(page.getByText(toastText)).toHaveCount(0);
  });
});
