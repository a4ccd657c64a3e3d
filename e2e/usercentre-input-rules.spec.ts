import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { FORBIDDEN_CHARACTERS } from '../lib/input/forbidden-characters';
import { openSignedIn } from './usercentre-helpers';

const toastText = '不可输入禁止字符';
const toast = (page: Page) => page.locator('[data-sonner-toast]', { hasText: toastText });

/**
 * Types a place name with a forbidden character after it into the header search: the character
 * goes, the name stays (SPEC deviation "Forbidden characters are taken out, not cleared"), and the
 * toast says why once.
 */
async function typeForbidden(page: Page, field: ReturnType<Page['getByLabel']>, char: string) {
  await field.pressSequentially(`郑州${char}`);
  await expect(field).toHaveValue('郑州');
  await expect(toast(page)).toHaveCount(1);
}

test.describe('forbidden characters in the header search box (SPEC §5, taken out, not cleared)', () => {
  for (const char of FORBIDDEN_CHARACTERS) {
    test(`typing ${char} after 郑州 keeps 郑州, shows the toast once, and the search cannot carry it`, async ({
      page,
    }) => {
      await page.goto('/client/');
      const box = page.getByPlaceholder('请输入关键词');
      await typeForbidden(page, box, char);

      // React state follows the field: the next keystroke goes on from 郑州, not from the old text.
      await box.pressSequentially('房屋');
      await expect(box).toHaveValue('郑州房屋');
      await page.getByRole('button', { name: '开始搜索' }).click();
      await page.waitForURL(/word=/);
      expect(new URL(page.url()).searchParams.get('word')).toBe('郑州房屋');
    });
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    test(`at ${viewport.width} px a pasted 郑州" keeps 郑州 and searches for it`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/client/');
      const box = page.getByPlaceholder('请输入关键词');
      await box.fill('郑州"');
      await expect(box).toHaveValue('郑州');
      await expect(toast(page)).toHaveCount(1);
      await box.press('Enter');
      await page.waitForURL(/word=/);
      expect(new URL(page.url()).searchParams.get('word')).toBe('郑州');
      await expect(page.getByTestId('search-word')).toContainText('郑州');
    });
  }

  test('ordinary text stays and raises no toast', async ({ page }) => {
    await page.goto('/client/');
    const box = page.getByPlaceholder('请输入关键词');
    await box.pressSequentially("郑州 (东区) 'A'-1");
    await expect(box).toHaveValue("郑州 (东区) 'A'-1");
    await expect(toast(page)).toHaveCount(0);
  });
});

test('a forbidden character typed in a user-centre form field is removed and the rest of the field kept', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, 'baseweb/userCenterConter/userCenter/ChangeUserName/');
  const field = page.getByLabel('新用户名');
  let kept = '';
  for (const char of FORBIDDEN_CHARACTERS) {
    await field.pressSequentially(`名${char}`);
    kept += '名';
    await expect(field).toHaveValue(kept);
    await expect(toast(page)).toHaveCount(1);
    // One toast per violation: let this one close before the next character.
    await expect(toast(page)).toHaveCount(0, { timeout: 8000 });
  }
  // Typed in the middle, the character goes and the caret stays where it was.
  await field.fill('张三');
  await field.press('ArrowLeft');
  await field.pressSequentially('<丰');
  await expect(field).toHaveValue('张丰三');
});

test.describe('the guest book (需求留言) keeps what was written (issue 27)', () => {
  test('a 50-character message ending in + keeps its 50 characters, a name after < keeps the name, and both post', async ({
    page,
  }) => {
    await page.goto('/lease/leaseweb/guestBook/');
    const form = page.getByTestId('guest-book-form');
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('GuestBookApi/PostMessage')) posted.push(request.postData() ?? '');
    });
    const message = '求租临街门面'.repeat(8) + '两间';
    expect(message).toHaveLength(50);
    const content = form.getByLabel('留言内容');
    await content.pressSequentially(`${message}+`);
    await expect(content).toHaveValue(message);
    await expect(toast(page)).toHaveCount(1);

    const name = form.getByLabel('姓名');
    await name.pressSequentially('<张先生');
    await expect(name).toHaveValue('张先生');

    await form.getByLabel('联系方式').fill('13900000000');
    await form.getByRole('button', { name: '提交留言' }).click();
    await expect(page.locator('[data-sonner-toast]', { hasText: '留言成功' })).toHaveCount(1);
    expect(posted).toHaveLength(1);
    expect(JSON.parse(posted[0]!)).toMatchObject({ Name: '张先生', Content: message });
  });

  test('every forbidden character is removed from the message and none is posted', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/lease/leaseweb/guestBook/');
    const form = page.getByTestId('guest-book-form');
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('GuestBookApi/PostMessage')) posted.push(request.postData() ?? '');
    });
    const content = form.getByLabel('留言内容');
    for (const char of FORBIDDEN_CHARACTERS) {
      await content.pressSequentially(`门面${char}`);
      await expect(toast(page)).toHaveCount(1);
      await expect(toast(page)).toHaveCount(0, { timeout: 8000 });
    }
    await expect(content).toHaveValue('门面'.repeat(FORBIDDEN_CHARACTERS.length));
    await form.getByLabel('姓名').fill('张先生');
    await form.getByLabel('联系方式').fill('13900000000');
    await form.getByRole('button', { name: '提交留言' }).click();
    await expect(page.locator('[data-sonner-toast]', { hasText: '留言成功' })).toHaveCount(1);
    expect(posted).toHaveLength(1);
    const fields = Object.values(JSON.parse(posted[0]!) as Record<string, string>).join('');
    for (const char of FORBIDDEN_CHARACTERS) expect(fields).not.toContain(char);
  });
});
