import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import messages from '../messages/zh-CN.json';
import { readConfig } from '../sandbox/config';
import { buildManifest } from '../sites/manifest';
import { appShortName } from '../scripts/lib/offline/app-names';
import { openSignedIn } from './usercentre-helpers';

/**
 * Issue 24 items 1 and 2: every tenant is installable with its own manifest, and its pages are
 * readable offline through the service worker registered under its prefix.
 */
test.use({ serviceWorkers: 'allow' });

const sites = buildManifest();
const siteOf = (vd: string) => sites.find((site) => site.VirtualDirectory === vd)!;

/** The worker registered after the page loaded, took over and precached the shell. */
async function workerInControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every cache of the origin with the addresses of its entries. */
function cacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const contents: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      contents[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    }
    return contents;
  });
}

for (const [vd, colour] of [
  ['client', '#1449ae'],
  ['forest', '#1e7b45'],
] as const) {
  test(`${vd}: its own manifest names the tenant, opens and stays under its prefix, with drawn icons`, async ({
    page,
    request,
  }) => {
    const site = siteOf(vd);
    await page.goto(`/${vd}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`/${vd}/manifest.webmanifest`);
    const answer = await request.get(href!);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await answer.json();
    expect(manifest).toMatchObject({
      id: `/${vd}/`,
      name: site.Title,
      short_name: appShortName(site),
      start_url: `/${vd}/`,
      scope: `/${vd}/`,
      display: 'standalone',
      theme_color: colour,
      lang: 'zh-CN',
    });
    const sizes = (manifest.icons as { sizes: string; type: string }[]).map(
      (icon) => `${icon.type} ${icon.sizes}`,
    );
    expect(sizes).toEqual(
      expect.arrayContaining(['image/svg+xml any', 'image/png 192x192', 'image/png 512x512']),
    );
    for (const icon of manifest.icons as { src: string; type: string; sizes: string }[]) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toContain(icon.type);
      if (icon.type === 'image/png') {
        // The PNG header's width (bytes 16-19) is the size the manifest promises.
        expect((await image.body()).readUInt32BE(16)).toBe(Number(icon.sizes.split('x')[0]));
      }
    }
    await workerInControl(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(
      new URL(`/${vd}/`, page.url()).toString(),
    );
  });
}

test('each tenant installs under its own short name: the place and the platform', async ({ request }) => {
  const shortNames = await Promise.all(
    ['client', '4101client', 'forest'].map(async (vd) => {
      const answer = await request.get(`/${vd}/manifest.webmanifest`);
      return ((await answer.json()) as { short_name: string }).short_name;
    }),
  );
  expect(shortNames).toEqual(['河南国有产权', '郑州国有产权', '河南林权']);
});

test('a detail opened before stays readable offline, with the 离线 notice and when it was saved', async ({
  page,
  context,
}) => {
  await page.goto('/client/buyerweb/list/');
  await workerInControl(page);
  const first = page.getByTestId('annc-card').first().locator('a[title]');
  const title = (await first.getAttribute('title'))!;
  await first.click();
  await expect(page.getByTestId('annc-title')).toHaveText(title);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('annc-title')).toHaveText(title);
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toContainText(messages.offline.notice);
  await expect(notice).toContainText(/保存于|\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
});

test('a page never opened says so in Chinese when offline, not with a browser error', async ({
  page,
  context,
}) => {
  await page.goto('/client/');
  await workerInControl(page);
  await context.setOffline(true);
  await page.goto('/client/buyerweb/noticeDetail/?id=assets-project-004');
  await expect(page.getByRole('heading', { name: messages.offline.pageHeading })).toBeVisible();
  await expect(page.getByText(messages.offline.notice, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: messages.offline.backHome })).toHaveAttribute(
    'href',
    '/client/',
  );
});

test('no answer of a signed-in visitor is kept in any cache', async ({ page }) => {
  await page.goto('/client/');
  await workerInControl(page);
  await openSignedIn(page, 'baseweb/userCenterConter/userCenter/userDetail/', 'buyer');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/client/buyerweb/noticeDetail/?id=assets-project-005');
  await expect(page.getByTestId('annc-title')).toBeVisible();

  const kept = Object.entries(await cacheContents(page)).flatMap(([name, urls]) =>
    urls.map((url) => `${name} ${url}`),
  );
  // The home's blocks were read before signing in; nothing read after it may be there.
  expect(kept.filter((entry) => /UserApi|GetAnncDetail|GetMenuTree|userCenterConter/i.test(entry))).toEqual(
    [],
  );
  expect(kept.some((entry) => /noticeDetail/.test(entry))).toBe(true);
});

test('a new release takes over and deletes every cache of the old one', async ({ page }) => {
  await page.goto('/client/buyerweb/list/');
  await workerInControl(page);
  await page.reload();
  // The export the sandbox serves (SANDBOX_OUT_DIR, else out/), not whatever out/ holds.
  const workerFile = path.resolve(readConfig().outDir, 'sw.js');
  const script = readFileSync(workerFile, 'utf8');
  const oldRelease = script.match(/release:"([\w-]+)"/)![1]!;
  expect(Object.keys(await cacheContents(page)).some((name) => name.includes(`-${oldRelease}-`))).toBe(true);

  // The next build: the same worker with another release id, as a build of another commit writes
  // it. The sandbox reads the export on every request, so the browser's next check finds it.
  const newRelease = `${oldRelease}x`;
  writeFileSync(workerFile, script.replaceAll(oldRelease, newRelease));
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await expect
      .poll(async () => Object.keys(await cacheContents(page)))
      .toEqual(expect.arrayContaining([expect.stringContaining(`-${newRelease}-`)]));
    // Its caches appear as its install begins; it takes over once the install has kept everything
    // (the shell, 浏览记录 and their scripts), which on a busy machine takes longer than a poll.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return !registration?.installing && !registration?.waiting && registration?.active?.state;
          }),
        { timeout: 60_000 },
      )
      .toBe('activated');
    await expect
      .poll(async () =>
        Object.keys(await cacheContents(page)).filter((name) => name.includes(`-${oldRelease}-`)),
      )
      .toEqual([]);
  } finally {
    writeFileSync(workerFile, script);
  }
});

test('@nginx the worker is served uncached as a script and registers under the production policy', async ({
  page,
  request,
}) => {
  await page.goto('/client/buyerweb/list/');
  await workerInControl(page);
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const manifest = await request.get('/client/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
});
