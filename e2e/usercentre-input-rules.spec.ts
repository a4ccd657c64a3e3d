import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { FORBIDDEN_CHARACTERS } from '../lib/input/forbidden-characters';
import { openSignedIn } from './usercentre-helpers';

const toastText = '不可输入禁止字符';
const toast = (page: Page) => page.locator('[data-sonner-toast]', { hasText: toastText });

/** Types text ending in the forbidden character; the field must be empty and the toast shown. */
async function typeForbidden(page: Page, field: ReturnType<Page['getByLabel']>, char: string) {
  await field.pressSequentially(`正常文字${char}`);
  await expect(field).toHaveValue('');
  await expect(toast(page)).toHaveCount(1);
}

test.describe('forbidden characters in the header search box (SPEC §5)', () => {
  for (const char of FORBIDDEN_CHARACTERS) {
    test(`typing ${char} clears the box, shows the toast once, and the search cannot carry it`, async ({
      page,
    }) => {
      await page.goto('/client/');
      const box = page.getByPlaceholder('请输入关键词');
      await typeForbidden(page, box, char);

      // React state was cleared too: the next keystroke starts from empty, not from the old text.
      await box.pressSequentially('房屋');
      await expect(box).toHaveValue('房屋');
      await page.getByRole('button', { name: '开始搜索' }).click();
      await page.waitForURL(/word=/);
      expect(new URL(page.url()).searchParams.get('word')).toBe('房屋');
    });
  }

  test('a pasted value with a forbidden character is cleared as well', async ({ page }) => {
    await page.goto('/client/');
    const box = page.getByPlaceholder('请输入关键词');
    await box.fill('a<b>c');
    await expect(box).toHaveValue('');
    await expect(toast(page)).toHaveCount(1);
  });

  test('ordinary text stays and raises no toast', async ({ page }) => {
    await page.goto('/client/');
    const box = page.getByPlaceholder('请输入关键词');
    await box.pressSequentially("郑州 (东区) 'A'-1");
    await expect(box).toHaveValue("郑州 (东区) 'A'-1");
    await expect(toast(page)).toHaveCount(0);
  });
});

test('forbidden characters in a user-centre form field are cleared and never submitted', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, 'baseweb/userCenterConter/userCenter/ChangeUserName/');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/UserCenterApi/ChangeUserName')) sent.push(request.postData() ?? '');
  });
  const field = page.getByLabel('新用户名');
  for (const char of FORBIDDEN_CHARACTERS) {
    await typeForbidden(page, field, char);
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByTestId('change-user-name-form').getByRole('alert')).toHaveText(
      '用户名须为2至20位，以字母或汉字开头',
    );
    // One toast per violation: let this one close before the next character.
    await expect(toast(page)).toHaveCount(0, { timeout: 8000 });
  }
  expect(sent).toEqual([]);
});

test('forbidden characters in the guest book are cleared and the message posts without them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/lease/leaseweb/guestBook/');
  const form = page.getByTestId('guest-book-form');
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('GuestBookApi/PostMessage')) posted.push(request.postData() ?? '');
  });
  const content = form.getByLabel('留言内容');
  for (const char of FORBIDDEN_CHARACTERS) {
    await typeForbidden(page, content, char);
    // One toast per violation: let this one close before the next character.
    await expect(toast(page)).toHaveCount(0, { timeout: 8000 });
  }
  await form.getByLabel('姓名').fill('张先生');
  await form.getByLabel('联系方式').fill('13900000000');
  await content.pressSequentially('求租临街门面');
  await form.getByRole('button', { name: '提交留言' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: '留言成功' })).toHaveCount(1);
  expect(posted).toHaveLength(1);
  expect(JSON.parse(posted[0]!)).toMatchObject({ Name: '张先生', Content: '求租临街门面' });
  const fields = Object.values(JSON.parse(posted[0]!) as Record<string, string>).join('');
  for (const char of FORBIDDEN_CHARACTERS) expect(fields).not.toContain(char);
});
