import { devices, type APIRequestContext, type Page } from '@playwright/test';
import { cpuThrottleRate } from './cpu-throttle';
import { preferCards } from './list-view';
import { expect, test } from './sandbox-faults';

/** What the sandbox itself answers for a list request: the counts the page must show. */
async function sandboxList(
  request: APIRequestContext,
  body: Record<string, unknown>,
  platformId = 'AssetsCliectApp',
) {
  const response = await request.post('/baseapi/api/AnncApi/QueryAnncList', {
    headers: { PlatformId: platformId },
    data: { PlatformId: platformId, Kind: 'project', PageSize: 100, ...body },
  });
  const envelope = (await response.json()) as {
    Data: {
      Total: number;
      Items: Array<{ Title: string; PublishTime: string; BidStartTime: string | null }>;
    };
  };
  return envelope.Data;
}

const total = (page: Page) => page.getByTestId('list-total');
const cards = (page: Page) => page.getByTestId('annc-card');
const panel = (page: Page) => page.getByTestId('filter-panel');

async function allTitles(page: Page) {
  return cards(page)
    .locator('a[title]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('title') ?? ''));
}

test.describe('list filters on a wide screen', () => {
  test('client: each filter narrows the list and 共 N 条, as the sandbox counts', async ({
    page,
    request,
  }) => {
    const all = await sandboxList(request, {});
    await page.goto('/client/buyerweb/list/');
    await expect(total(page)).toHaveText(`共 ${all.Total} 条`);

    // Region: a city.
    const luoyang = await sandboxList(request, { Region: '410300' });
    expect(luoyang.Total).toBeGreaterThan(0);
    expect(luoyang.Total).toBeLessThan(all.Total);
    await panel(page).getByLabel('城市').selectOption('410300');
    await panel(page).getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/region=410300/);
    await expect(total(page)).toHaveText(`共 ${luoyang.Total} 条`);
    for (const title of await allTitles(page)) expect(title).toMatch(/^洛阳市/);

    // Category, with the region kept.
    const vehicles = await sandboxList(request, { Region: '410300', Category: 'vehicle' });
    expect(vehicles.Total).toBeLessThan(luoyang.Total);
    await panel(page).getByLabel('类别').selectOption('vehicle');
    await panel(page).getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/type=vehicle/);
    await expect(total(page)).toHaveText(`共 ${vehicles.Total} 条`);
    for (const title of await allTitles(page)) expect(title).toMatch(/^洛阳市.*机动车/);

    // Clearing one filter keeps the other.
    await page.getByRole('button', { name: /清除筛选：地区/ }).click();
    await expect(page).not.toHaveURL(/region=/);
    await expect(total(page)).toHaveText(
      `共 ${(await sandboxList(request, { Category: 'vehicle' })).Total} 条`,
    );

    // Price, then sorted cheapest first.
    const cheap = await sandboxList(request, { Category: 'vehicle', PriceMax: 100000 });
    await panel(page).getByLabel('最高价').fill('100000');
    await panel(page).getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/price=-100000/);
    await expect(total(page)).toHaveText(`共 ${cheap.Total} 条`);
    await page.getByLabel('排序').selectOption('priceAsc');
    await expect(page).toHaveURL(/sort=priceAsc/);
    await expect(cards(page).first().getByTestId('annc-price')).toBeVisible();
    const prices = await page
      .getByTestId('annc-price')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-price'))));
    expect(prices.every((price) => price <= 100000)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // Clearing everything brings back the whole list.
    await page.getByRole('button', { name: '清除全部' }).click();
    await expect(total(page)).toHaveText(`共 ${all.Total} 条`);
    await expect(page.getByTestId('filter-chips')).toHaveCount(0);
  });

  test('client: the publish and bidding day windows narrow the list', async ({ page, request }) => {
    const upcoming = await sandboxList(request, { Sort: 'bidSoonest', State: 'WaitingBid' });
    const day = upcoming.Items[0]!.BidStartTime!.slice(0, 10);
    const onDay = await sandboxList(request, { BidFrom: day, BidTo: day });
    expect(onDay.Total).toBeGreaterThan(0);
    await page.goto('/client/buyerweb/list/');
    await panel(page).getByLabel('竞价开始日期 起始日期').fill(day);
    await panel(page).getByLabel('竞价开始日期 截止日期').fill(day);
    await panel(page).getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(new RegExp(`bidFrom=${day}&bidTo=${day}`));
    await expect(total(page)).toHaveText(`共 ${onDay.Total} 条`);

    // A day from the data: the 50th newest announcement's.
    const all = await sandboxList(request, {});
    const from = all.Items[50]!.PublishTime.slice(0, 10);
    const recent = await sandboxList(request, { PublishFrom: from });
    expect(recent.Total).toBeGreaterThan(0);
    expect(recent.Total).toBeLessThan(all.Total);
    await page.goto('/client/buyerweb/list/');
    await panel(page).getByLabel('发布日期 起始日期').fill(from);
    await panel(page).getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(new RegExp(`publishedFrom=${from}`));
    await expect(total(page)).toHaveText(`共 ${recent.Total} 条`);
  });

  test('client: the address round-trips and Back restores the filters before', async ({ page, request }) => {
    const address = '/client/buyerweb/list/?region=410100&type=realty&price=10000-3000000&sort=priceDesc';
    const expected = await sandboxList(request, {
      Region: '410100',
      Category: 'realty',
      PriceMin: 10000,
      PriceMax: 3000000,
    });
    await page.goto(address);
    await expect(total(page)).toHaveText(`共 ${expected.Total} 条`);
    await expect(panel(page).getByLabel('城市')).toHaveValue('410100');
    await expect(panel(page).getByLabel('类别')).toHaveValue('realty');
    await expect(panel(page).getByLabel('最低价')).toHaveValue('10000');
    await expect(page.getByLabel('排序')).toHaveValue('priceDesc');
    await expect(page.getByTestId('filter-chip')).toHaveCount(3);
    await expect(page).toHaveURL(address);

    const all = await sandboxList(request, {});
    const zhengzhou = await sandboxList(request, { Region: '410100' });
    await page.goto('/client/buyerweb/list/');
    await expect(total(page)).toHaveText(`共 ${all.Total} 条`);
    await panel(page).getByLabel('城市').selectOption('410100');
    await panel(page).getByRole('button', { name: '确定' }).click();
    await expect(total(page)).toHaveText(`共 ${zhengzhou.Total} 条`);
    await panel(page).getByLabel('类别').selectOption('realty');
    await panel(page).getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/type=realty/);

    await page.goBack();
    await expect(page).toHaveURL(/\?region=410100$/);
    await expect(total(page)).toHaveText(`共 ${zhengzhou.Total} 条`);
    await expect(panel(page).getByLabel('类别')).toHaveValue('');
    await page.goBack();
    await expect(total(page)).toHaveText(`共 ${all.Total} 条`);
    await expect(page.getByTestId('filter-chips')).toHaveCount(0);
    await page.goForward();
    await expect(total(page)).toHaveText(`共 ${zhengzhou.Total} 条`);
  });

  test('client: Back pressed before a filter applies leaves the form showing the filters of the address', async ({
    page,
    context,
  }) => {
    await page.goto('/client/buyerweb/list/?region=410100');
    await expect(panel(page).getByLabel('类别')).toHaveValue('');
    await panel(page).getByLabel('类别').selectOption('realty');
    // A slow phone: 确定 and Back land before the list's new page has rendered.
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await panel(page)
      .getByRole('button', { name: '确定' })
      .evaluate((button: HTMLButtonElement) => {
        button.click();
        history.back();
      });
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottleRate });
    await expect(page).toHaveURL(/\?region=410100$/);
    await expect(page.getByTestId('filter-chip')).toHaveCount(1);
    await expect(panel(page).getByLabel('类别')).toHaveValue('');
  });

  test('client: the price fields keep to the amount rule, and a bound the list cannot use is named, not dropped', async ({
    page,
  }) => {
    await page.goto('/client/buyerweb/list/');
    await expect(total(page)).toBeVisible();
    const min = panel(page).getByLabel('最低价');
    const max = panel(page).getByLabel('最高价');
    // SPEC §5: only digits and one dot, at most two decimals; a bound is never negative.
    await min.fill('abc-12.345元');
    await expect(min).toHaveValue('12.34');
    await max.fill('-500');
    await expect(max).toHaveValue('500');

    // Thirteen whole digits: more than the list's address can carry.
    await max.fill('1234567890123');
    await panel(page).getByRole('button', { name: '确定' }).click();
    const problem = panel(page).getByTestId('price-error');
    await expect(problem).toHaveText(
      '最高价无法识别：请填写金额，最多 12 位整数、2 位小数，也可写作 1万、1.5万，请改正后再确定',
    );
    await expect(max).toHaveAttribute('aria-invalid', 'true');
    await expect(max).toHaveAccessibleDescription(/最高价无法识别/);
    await expect(max).toHaveValue('1234567890123');
    await expect(min).toHaveValue('12.34');
    expect(new URL(page.url()).search).toBe('');

    await max.fill('100000');
    await expect(problem).toHaveCount(0);
    await panel(page).getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/price=12\.34-100000/);
    await expect(page.getByTestId('filter-chip')).toHaveText(/12\.34 元 至 100,000 元/);
  });

  test('client: a hostile address still shows the list, its values dropped', async ({ page, request }) => {
    const all = await sandboxList(request, {});
    await page.goto(
      '/client/buyerweb/list/?price=abc&region=%00&type=%27%20OR%201%3D1&publishedFrom=2026-02-30&sort=x',
    );
    await expect(total(page)).toHaveText(`共 ${all.Total} 条`);
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByTestId('filter-chips')).toHaveCount(0);
  });

  test('client: a search says how many announcements and results hold the word', async ({
    page,
    request,
  }) => {
    const word = '洛阳市';
    const projects = await sandboxList(request, { Word: word });
    const results = await sandboxList(request, { Word: word, Kind: 'result' });
    expect(projects.Total).toBeGreaterThan(0);
    expect(results.Total).toBeGreaterThan(0);
    await page.goto(`/client/buyerweb/list/?word=${encodeURIComponent(word)}`);
    await expect(page.getByTestId('search-count-project')).toHaveText(`项目公告 ${projects.Total} 条`);
    await expect(page.getByTestId('search-count-result')).toHaveText(`结果公示 ${results.Total} 条`);
    await page.getByTestId('search-count-result').click();
    await expect(page).toHaveURL(/anncPublic\/\?word=/);
    await expect(total(page)).toHaveText(`共 ${results.Total} 条`);
  });

  test('lease: the rent range narrows the list', async ({ page, request }) => {
    const all = await sandboxList(request, {}, 'LeaseClientApp');
    const cheap = await sandboxList(request, { PriceMax: 3000 }, 'LeaseClientApp');
    expect(cheap.Total).toBeGreaterThan(0);
    await page.goto('/lease/leaseweb/annc/');
    await expect(total(page)).toHaveText(`共 ${all.Total} 条`);
    await expect(panel(page).getByRole('group', { name: '月租金（元）' })).toBeVisible();
    await panel(page).getByLabel('最高价').fill('3000');
    await panel(page).getByRole('button', { name: '确定' }).click();
    await expect(total(page)).toHaveText(`共 ${cheap.Total} 条`);
    await expect(page.getByTestId('filter-chip')).toHaveText(/3,000 元\/月/);
  });
});

test.describe('the area of a lease list', () => {
  test('lease: area in the address is the request AreaMin/AreaMax, the form, a chip and a saved search', async ({
    page,
    request,
  }) => {
    const all = await sandboxList(request, {}, 'LeaseClientApp');
    const within = await sandboxList(request, { AreaMin: 50, AreaMax: 200 }, 'LeaseClientApp');
    expect(within.Total).toBeGreaterThan(0);
    expect(within.Total).toBeLessThan(all.Total);
    const sent = page.waitForRequest(
      (sent) => sent.url().includes('/QueryAnncList') && sent.postDataJSON()?.AreaMin === 50,
    );
    await page.goto('/lease/leaseweb/annc/?area=50-200');
    expect((await sent).postDataJSON()).toMatchObject({
      PlatformId: 'LeaseClientApp',
      AreaMin: 50,
      AreaMax: 200,
    });
    await expect(total(page)).toHaveText(`共 ${within.Total} 条`);
    const area = panel(page).getByRole('group', { name: '面积（平方米）' });
    await expect(area.getByLabel('最小面积')).toHaveValue('50');
    await expect(area.getByLabel('最大面积')).toHaveValue('200');
    await expect(page.getByTestId('filter-chip')).toHaveText('面积：50 ㎡ 至 200 ㎡ ×');

    // Through the form: one bound, the other cleared, beside a category.
    const large = await sandboxList(request, { AreaMin: 300, Category: 'shop' }, 'LeaseClientApp');
    expect(large.Total).toBeGreaterThan(0);
    await area.getByLabel('最小面积').fill('300');
    await area.getByLabel('最大面积').fill('');
    await panel(page).getByLabel('类别').selectOption('shop');
    await panel(page).getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\?type=shop&area=300-$/);
    await expect(total(page)).toHaveText(`共 ${large.Total} 条`);
    await expect(page.getByTestId('filter-chip')).toHaveText(['类别：商铺 ×', '面积：300 ㎡ 起 ×']);

    // Unreadable: said under the fields, nothing applied.
    await area.getByLabel('最大面积').fill('1234567890123');
    await panel(page).getByRole('button', { name: '确定' }).click();
    await expect(panel(page).getByTestId('area-error')).toHaveText(
      '最大面积无法识别：请填写平方米数，最多 12 位整数、2 位小数，请改正后再确定',
    );
    await expect(page).toHaveURL(/\?type=shop&area=300-$/);
    await area.getByLabel('最大面积').fill('');

    // Saved, counted on the home with the area, and opened again.
    await page.getByRole('button', { name: '保存搜索' }).click();
    const dialog = page.getByRole('dialog', { name: '保存搜索' });
    await dialog.getByLabel('名称').fill('大面积');
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    // 我的搜索 counts the list the search opens: its category and area both sent.
    const counted = page.waitForRequest(
      (sent) => sent.url().includes('/QueryAnncList') && sent.postDataJSON()?.Category === 'shop',
    );
    await page.goto('/lease/');
    expect((await counted).postDataJSON()).toMatchObject({ Category: 'shop', AreaMin: 300 });
    const saved = page.getByTestId('saved-search').filter({ hasText: '大面积' });
    await saved.getByRole('link', { name: '大面积' }).click();
    await page.waitForURL(/\/lease\/leaseweb\/annc\/\?type=shop&area=300-$/);
    await expect(total(page)).toHaveText(`共 ${large.Total} 条`);
    await expect(page.getByTestId('filter-chip')).toHaveText(['类别：商铺 ×', '面积：300 ㎡ 起 ×']);
  });

  test('client: a list that is not a lease has no area, and ignores one in its address', async ({
    page,
    request,
  }) => {
    const all = await sandboxList(request, {});
    await page.goto('/client/buyerweb/list/?area=50-200');
    await expect(total(page)).toHaveText(`共 ${all.Total} 条`);
    await expect(panel(page).getByRole('group', { name: '价格（元）' })).toBeVisible();
    await expect(panel(page).getByRole('group', { name: '面积（平方米）' })).toHaveCount(0);
    await expect(page.getByTestId('filter-chips')).toHaveCount(0);
  });
});

test.describe('the filter form: 重置 and amounts in 万', () => {
  test('client: 重置 clears the filters of the list (address, chips, results), keeping the word and sort', async ({
    page,
    request,
  }) => {
    const word = '洛阳市';
    const all = await sandboxList(request, { Word: word });
    const narrowed = await sandboxList(request, { Word: word, Category: 'vehicle', PriceMax: 100000 });
    expect(narrowed.Total).toBeLessThan(all.Total);
    await page.goto(
      `/client/buyerweb/list/?word=${encodeURIComponent(word)}&type=vehicle&price=-100000&sort=priceAsc`,
    );
    await expect(total(page)).toHaveText(`共 ${narrowed.Total} 条`);
    await expect(page.getByTestId('filter-chip')).toHaveCount(2);
    await panel(page).getByRole('button', { name: '重置' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?word=${encodeURIComponent(word)}&sort=priceAsc$`));
    await expect(page.getByTestId('filter-chips')).toHaveCount(0);
    await expect(total(page)).toHaveText(`共 ${all.Total} 条`);
    await expect(panel(page).getByLabel('类别')).toHaveValue('');
    await expect(panel(page).getByLabel('最高价')).toHaveValue('');
    await expect(page.getByLabel('排序')).toHaveValue('priceAsc');
  });

  test('client: 1万 and 1.5万 are read as yuan, and a price it cannot read is said, not dropped', async ({
    page,
    request,
  }) => {
    const expected = await sandboxList(request, { PriceMin: 10000, PriceMax: 15000 });
    await page.goto('/client/buyerweb/list/');
    await expect(total(page)).toBeVisible();
    const min = panel(page).getByLabel('最低价');
    const max = panel(page).getByLabel('最高价');
    await min.fill('1万5');
    await max.fill('2.3 万');
    await expect(max).toHaveValue('2.3万');
    await panel(page).getByRole('button', { name: '确定' }).click();
    await expect(panel(page).getByTestId('price-error')).toHaveText(
      '最低价无法识别：请填写金额，最多 12 位整数、2 位小数，也可写作 1万、1.5万，请改正后再确定',
    );
    await expect(min).toHaveAttribute('aria-invalid', 'true');
    await expect(min).toHaveValue('1万5');
    expect(new URL(page.url()).search).toBe('');

    await min.fill('1万');
    await max.fill('1.5万');
    await panel(page).getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\?price=10000-15000$/);
    await expect(total(page)).toHaveText(`共 ${expected.Total} 条`);
    await expect(page.getByTestId('filter-chip')).toHaveText('价格：10,000 元 至 15,000 元 ×');
  });
});

test.describe('list filters on a phone (390 × 844, touch)', () => {
  const { defaultBrowserType: _ignored, ...iPhone } = devices['iPhone 13'];
  test.use({ ...iPhone, viewport: { width: 390, height: 844 } });
  // The list's cards, which a phone shows once chosen.
  test.beforeEach(({ page }) => preferCards(page));

  test('client: 筛选 opens a sheet, its filters narrow the list, the button counts them, Back restores', async ({
    page,
    request,
  }) => {
    const all = await sandboxList(request, {});
    const chosen = await sandboxList(request, { Region: '410100', Category: 'equipment' });
    await page.goto('/client/buyerweb/list/');
    await expect(total(page)).toHaveText(`共 ${all.Total} 条`);
    // On a phone no form shows until 筛选 (the sheet's is drawn hidden in advance).
    await expect(panel(page)).toBeHidden();
    const open = page.getByTestId('filter-open');
    await expect(open).toHaveText('筛选');
    await open.click();
    const sheet = page.getByTestId('filter-sheet');
    await expect(sheet).toBeVisible();
    await sheet.getByLabel('城市').selectOption('410100');
    await sheet.getByLabel('类别').selectOption('equipment');
    await sheet.getByRole('button', { name: '确定' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/region=410100&type=equipment/);
    await expect(total(page)).toHaveText(`共 ${chosen.Total} 条`);
    await expect(open).toHaveText('筛选（2）');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.goBack();
    await expect(total(page)).toHaveText(`共 ${all.Total} 条`);
    await expect(open).toHaveText('筛选');
  });

  test('client: a sheet closed without 确定 forgets its choices, and shows a filter a chip removed', async ({
    page,
  }) => {
    await page.goto('/client/buyerweb/list/?type=vehicle');
    const open = page.getByTestId('filter-open');
    await expect(open).toHaveText('筛选（1）');
    const sheet = page.getByTestId('filter-sheet');
    await open.click();
    await expect(sheet.getByLabel('类别')).toHaveValue('vehicle');
    await sheet.getByLabel('城市').selectOption('410100');
    await sheet.getByRole('button', { name: '关闭' }).click();
    await expect(sheet).toBeHidden();
    expect(new URL(page.url()).search).toBe('?type=vehicle');

    await open.click();
    await expect(sheet.getByLabel('城市')).toHaveValue('');
    await expect(sheet.getByLabel('类别')).toHaveValue('vehicle');
    await sheet.getByRole('button', { name: '关闭' }).click();
    await page.getByTestId('filter-chip').click();
    await expect(open).toHaveText('筛选');
    await open.click();
    await expect(sheet.getByLabel('类别')).toHaveValue('');
  });

  test('client: a hostile address still shows the list', async ({ page, request }) => {
    const all = await sandboxList(request, {});
    await page.goto('/client/buyerweb/list/?price=abc&region=%00');
    await expect(total(page)).toHaveText(`共 ${all.Total} 条`);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId('filter-open')).toHaveText('筛选');
  });
});

for (const [width, list] of [
  [800, '/client/buyerweb/list/'],
  [1350, '/client/buyerweb/list/'],
  // A lease list's form has one field more (面积): four rows at tablet width.
  [800, '/lease/leaseweb/annc/'],
  [1350, '/lease/leaseweb/annc/'],
] as const) {
  test(`at ${width} px the filter form of ${list} arrives in the room kept for it: the list below does not move`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      const moved: string[] = [];
      (window as unknown as { movedInMain: string[] }).movedInMain = moved;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { sources?: Array<{ node?: Node }> }
        >)
          for (const source of entry.sources ?? [])
            if (source.node instanceof Element && source.node.closest('main'))
              moved.push(source.node.outerHTML.slice(0, 80));
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(list);
    await expect(panel(page)).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    // Layout shifts are reported after the frame that made them.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    expect(await page.evaluate(() => (window as unknown as { movedInMain: string[] }).movedInMain)).toEqual(
      [],
    );
  });
}
