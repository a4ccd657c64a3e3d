import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './cpu-throttle';

// Whole user flows through sign-in on a shared machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** Clicks a link, waits for the download it starts and returns its name and first bytes. */
async function download(page: Page, link: ReturnType<Page['getByRole']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const bytes = await readFile((await file.path())!);
  return { name: file.suggestedFilename(), bytes };
}

test('client: every 下载中心 file on the first page downloads as a real DOCX, XLSX or PDF', async ({
  page,
}) => {
  await page.goto('/client/buyerweb/articlelist/?typeid=download');
  await expect(page.getByTestId('page-title')).toHaveText('下载中心');
  // The title is in the page from the start; the rows come with the list's answer.
  await expect(page.getByTestId('article-rows-item').first()).toBeVisible();
  const titles = await page.getByTestId('article-rows-item').getByRole('link').allTextContents();
  const kinds = new Set<string>();
  for (const title of titles.slice(0, 3)) {
    await page.goto('/client/buyerweb/articlelist/?typeid=download');
    await page.getByTestId('article-rows-item').getByRole('link', { name: title, exact: true }).click();
    const link = page.getByTestId('attachments').getByRole('link');
    await expect(link).toHaveCount(1);
    const name = (await link.textContent())!;
    const file = await download(page, link);
    expect(file.name).toBe(name);
    const kind = name.split('.').pop()!;
    kinds.add(kind);
    // Office files are zip archives (PK), a PDF starts with its header.
    expect(file.bytes.subarray(0, kind === 'pdf' ? 5 : 2).toString('latin1')).toBe(
      kind === 'pdf' ? '%PDF-' : 'PK',
    );
  }
  expect([...kinds].sort()).toEqual(['docx', 'pdf', 'xlsx']);
});

test('client: an announcement 附件下载 downloads its PDF', async ({ page }) => {
  await page.goto('/client/buyerweb/noticeDetail/?id=assets-project-002');
  const link = page.getByTestId('attachments').getByRole('link');
  const file = await download(page, link);
  expect(file.name).toMatch(/竞买须知\.pdf$/);
  expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
