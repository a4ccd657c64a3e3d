import { expect, test } from './sandbox-faults';
import { portalTenants } from './portal-tenants';

for (const tenant of portalTenants) {
  test(`${tenant.vd}: the announcement list shows sandbox announcements as cards and as a table`, async ({
    page,
  }) => {
    await page.goto(`/${tenant.vd}/${tenant.list}`);
    const cards = page.getByTestId('annc-card');
    const firstPage = 'firstPage' in tenant ? tenant.firstPage : 12;
    await expect(cards).toHaveCount(firstPage);
    await expect(cards.first()).toHaveCSS('width', '285px');
    await expect(cards.first().locator('[data-badge-style]')).toBeVisible();
    await expect(cards.first()).toContainText('项目编号');

    await page.getByRole('button', { name: '列表' }).click();
    await expect(page.getByTestId('annc-row')).toHaveCount(firstPage);
    await expect(page.getByTestId('annc-cards')).toHaveCount(0);
  });
}

test('client: the state tabs filter the list and paging moves through it', async ({ page, request }) => {
  // How many are bidding is the sandbox's to say: the seed grows.
  const answer = await request.post('/baseapi/api/AnncApi/QueryAnncList', {
    headers: { PlatformId: 'AssetsCliectApp' },
    data: { PlatformId: 'AssetsCliectApp', Kind: 'project', State: 'Bidding', PageSize: 1 },
  });
  const bidding = ((await answer.json()) as { Data: { Total: number } }).Data.Total;
  const pages = Math.ceil(bidding / 12);
  expect(pages).toBeGreaterThan(1);
  await page.goto('/client/buyerweb/list/');
  await page.getByRole('tab', { name: '竞价中' }).click();
  await expect(page).toHaveURL(/state=Bidding/);
  const cards = page.getByTestId('annc-card');
  await expect(cards.first()).toHaveAttribute('data-state', 'Bidding');
  for (const state of await cards.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-state')),
  )) {
    expect(state).toBe('Bidding');
  }
  await expect(page.getByTestId('pager')).toContainText(`第 1 / ${pages} 页，共 ${bidding} 条`);
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page.getByTestId('pager')).toContainText(`第 2 / ${pages} 页`);
  await expect(cards).toHaveCount(pages > 2 ? 12 : bidding - 12);
});

test('client: an ended card says 已结束 once', async ({ page }) => {
  await page.goto('/client/buyerweb/list/?state=BidEnded');
  const cards = page.getByTestId('annc-card');
  await expect(cards.first()).toHaveAttribute('data-state', 'BidEnded');
  for (const text of await cards.allInnerTexts()) expect(text.split('已结束')).toHaveLength(2);
});

test('client: a failing list says so in Chinese and loads again on retry', async ({ page, faults }) => {
  await faults.add({ path: '/baseapi/api/AnncApi/QueryAnncList', status: 500 });
  await page.goto('/client/buyerweb/anncPublic/');
  await expect(page.getByTestId('portal-error')).toContainText('服务器异常:500');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('annc-card').first()).toBeVisible();
});

test('equitytrust: the information notices, custody list and company pages open', async ({ page }) => {
  await page.goto('/equitytrust/equitytrustweb/InfoNotice/List/');
  await expect(page.getByTestId('info-notice-rows-item')).toHaveCount(15);
  await page.goto('/equitytrust/equitytrustweb/CheckInTrust/List/');
  const company = page.getByTestId('trust-company').first().getByRole('link');
  const name = await company.textContent();
  await company.click();
  await expect(page.getByTestId('trust-company-detail').getByRole('heading', { level: 1 })).toHaveText(name!);
  await page.getByTestId('company-notices-item').first().getByRole('link').click();
  await expect(page).toHaveURL(/CompanyAnncDetail/);
  await expect(page.getByTestId('article-detail')).toContainText(name!);
  await page.goto('/equitytrust/equitytrustweb/CompanyStyle/List/');
  await page.getByTestId('company-style').first().getByRole('link').click();
  await expect(page.getByTestId('company-style-detail')).toBeVisible();
});

test('4101client: a city portal lists its own announcements', async ({ page }) => {
  await page.goto('/4101client/buyerweb/list/');
  const titles = page.getByTestId('annc-card').locator('a[title]');
  await expect(titles.first()).toBeVisible();
  for (const title of await titles.evaluateAll((links) => links.map((link) => link.getAttribute('title'))))
    expect(title).toMatch(/^郑州市/);
});
