import messages from '../messages/zh-CN.json';
import { buildManifest } from '../sites/manifest';
import { expect as baseExpect, test } from './sandbox-faults';
import { readQrImage } from './qr-reader';

// The shared test machine is often busy: data loads get more than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(90_000);

const sites = buildManifest();
const siteNamed = (vd: string) => sites.find((site) => site.VirtualDirectory === vd)!;

/** One tenant of each home family, with the home's address and the blocks it must show. */
const families = [
  { family: 'buyer-style', vd: 'client', home: '', sources: ['annc', 'annc', 'annc', 'article', 'article'] },
  {
    family: 'brand-style',
    vd: 'brand',
    home: 'brandweb/home/',
    sources: ['annc', 'annc', 'article', 'article'],
  },
  {
    family: 'lease',
    vd: 'lease',
    home: 'leaseweb/home/',
    sources: ['houses', 'annc', 'annc', 'article', 'article'],
  },
  {
    family: 'small lease',
    vd: 'smalllease',
    home: 'smallleaseweb/home/',
    sources: ['houses', 'annc', 'annc', 'article', 'article'],
  },
  { family: 'recycle', vd: 'recycle', home: '', sources: ['annc', 'news', 'annc'] },
  { family: 'solid waste', vd: 'solidwaste', home: '', sources: ['annc', 'news', 'annc'] },
  {
    family: 'inventory',
    vd: 'inventory',
    home: '',
    sources: ['annc', 'inventoryArticle', 'annc', 'inventoryArticle', 'inventoryArticle'],
  },
] as const;

for (const { family, vd, home, sources } of families) {
  test(`${family} home (${vd}) shows the latest records of every block, each linking to its page`, async ({
    page,
  }) => {
    await page.goto(`/${vd}/${home}`);
    const sections = page.getByTestId('home-section');
    await expect(sections).toHaveCount(sources.length);
    expect(
      await sections.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-source'))),
    ).toEqual(sources);
    for (let index = 0; index < sources.length; index++) {
      const section = sections.nth(index);
      if (sources[index] === 'houses') {
        const cards = section.getByTestId('home-house');
        await expect(cards).toHaveCount(4);
        const image = cards.first().locator('img');
        await expect(image).toHaveAttribute('width', '570');
        await expect(image).toHaveAttribute('height', '360');
        await expect(image).toHaveAttribute('loading', 'lazy');
        await expect(cards.first().getByTestId('house-price')).toHaveText(/\d+ 元\/月/);
      } else {
        await expect(section.getByTestId('home-row')).toHaveCount(6);
      }
      await expect(section.getByRole('link', { name: /更多|地图找房/ })).toHaveAttribute(
        'href',
        new RegExp(`^/${vd}/`),
      );
    }
    // The first announcement opens its detail page.
    const first = page
      .locator('[data-source="annc"]')
      .first()
      .getByTestId('home-row')
      .first()
      .getByRole('link');
    const title = await first.textContent();
    await first.click();
    await expect(page.getByTestId('annc-title')).toHaveText(title!);
  });
}

test('the banner shows the centre picture inside a box of fixed size', async ({ page }) => {
  await page.goto('/client/');
  const banner = page.getByTestId('home-banner');
  const before = await banner.boundingBox();
  await expect(page.getByTestId('home-banner-image')).toHaveJSProperty('complete', true);
  expect(
    await page.getByTestId('home-banner-image').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(1920);
  expect((await banner.boundingBox())!.height).toBe(before!.height);
  await expect(page.getByTestId('site-title')).toHaveText(siteNamed('client').Title);
});

test('a slow block shows a skeleton of the final size, and nothing moves when rows arrive', async ({
  page,
  faults,
}) => {
  // The page asks for its first block from its HTML, before its scripts load: the delay must
  // outlast the page's load for the skeleton to be seen, and the check starts at the first paint.
  await faults.add({ path: '/baseapi/api/AnncApi/QueryAnncList', delayMs: 4000, times: 3 });
  await page.goto('/client/', { waitUntil: 'domcontentloaded' });
  const section = page.getByTestId('home-section').first();
  await expect(section.getByTestId('home-skeleton')).toBeVisible();
  const loading = (await section.boundingBox())!.height;
  await expect(section.getByTestId('home-row')).toHaveCount(6);
  expect((await section.boundingBox())!.height).toBe(loading);
});

test('a failed block says why in Chinese and 重试 loads it', async ({ page, faults }) => {
  await faults.add({ path: '/baseapi/api/AnncApi/QueryAnncList', status: 500, times: 3 });
  await page.goto('/client/');
  const section = page.getByTestId('home-section').first();
  const failure = section.getByTestId('home-error');
  await expect(failure).toContainText('服务器异常:500');
  await failure.getByRole('button', { name: messages.ui.retry }).click();
  await expect(section.getByTestId('home-row')).toHaveCount(6);
  // The other blocks were never blank: they show their rows.
  await expect(page.getByTestId('home-section').nth(3).getByTestId('home-row')).toHaveCount(6);
});

test.describe('footers', () => {
  test('the default footer shows each half-day word once, the 公众号 QR from its address and the logo', async ({
    page,
  }) => {
    const site = siteNamed('client');
    await page.goto('/client/');
    const contact = page.getByTestId('footer-contact');
    await expect(contact.locator('[data-slot="morning"]')).toHaveText('上午 9:00-12:00');
    await expect(contact.locator('[data-slot="afternoon"]')).toHaveText('下午 13:00-17:00');
    expect(((await contact.textContent()) ?? '').match(/上午/g)).toHaveLength(1);
    const qr = page.locator('[data-slot="public-account-qr"]');
    await qr.scrollIntoViewIfNeeded();
    // A code a phone can read, and it reads as the configured address.
    expect(await readQrImage(qr)).toBe(site.qrUrls.publicAccount);
    await expect(page.locator('[data-slot="footer-logo"]')).toHaveJSProperty('naturalWidth', 64);
  });

  test('the inventory footer draws the mini-program and service-account codes', async ({ page }) => {
    const site = siteNamed('inventory');
    await page.goto('/inventory/');
    const miniProgram = page.locator('[data-slot="mini-program-qr"]');
    await miniProgram.scrollIntoViewIfNeeded();
    expect(await readQrImage(miniProgram)).toBe(site.qrUrls.miniProgram);
    expect(await readQrImage(page.locator('[data-slot="service-account-qr"]'))).toBe(
      site.qrUrls.serviceAccount,
    );
  });

  test('the solid-waste footer gives its contact details', async ({ page }) => {
    await page.goto('/solidwaste/');
    const footer = page.getByTestId('footer-solidwaste');
    await expect(footer.locator('[data-slot="phone"]')).toHaveText('0371-6596 0001');
    await expect(footer.locator('[data-slot="address"]')).toContainText('郑州市');
    await expect(footer.locator('[data-footer-page="15"]')).toHaveText('联系方式');
  });
});

test.describe('header rules (SPEC §2)', () => {
  test('the top bar is transparent on the home page and white on a detail page', async ({ page }) => {
    await page.goto('/client/');
    await expect(page.getByTestId('top-bar')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.goto('/client/buyerweb/anncPublic/');
    await expect(page.getByTestId('top-bar')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });

  test('the header grid has 9 columns on a province or city tenant and 8 on a county', async ({ page }) => {
    const count = async () =>
      (await page.getByTestId('header-grid').evaluate((node) => getComputedStyle(node).gridTemplateColumns))
        .split(' ')
        .filter(Boolean).length;
    await page.goto('/client/buyerweb/anncPublic/');
    expect(await count()).toBe(9);
    await page.goto('/410181client/buyerweb/anncPublic/');
    expect(await count()).toBe(8);
  });
});

test('client: the home links the city and county portals of the province', async ({ page }) => {
  await page.goto('/client/');
  const areas = page.getByRole('navigation', { name: '城市站点' });
  await expect(areas.getByRole('link', { name: '郑州市' })).toHaveAttribute('href', '/4101client/');
  await expect(areas.getByRole('link', { name: '巩义市' })).toHaveAttribute('href', '/410181client/');
  await areas.getByRole('link', { name: '郑州市' }).click();
  await expect(page).toHaveURL(/\/4101client\/$/);
  await expect(page.getByTestId('footer')).toContainText('郑州市公共资源交易中心');
});
