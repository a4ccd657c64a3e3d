import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './cpu-throttle';

// The shared test machine is often busy: data and WebGL get more than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(90_000);

const mapPath = '/lease/leaseweb/mapFindHouse/';
type House = { AnncId: string; Title: string; Price: number | null; District: string | null };

async function housesFromApi(page: Page): Promise<House[]> {
  const response = await page.request.post('/baseapi/api/LeaseApi/QueryHouseMap', {
    data: { PlatformId: 'LeaseClientApp' },
  });
  const body = (await response.json()) as { Data: { Items: House[] } };
  return body.Data.Items;
}

test.describe('地图找房', () => {
  test('puts a marker on the map for every property the API lists', async ({ page }) => {
    const houses = await housesFromApi(page);
    expect(houses.length).toBeGreaterThan(10);
    await page.goto(mapPath);
    await expect(page.locator('path.house-marker')).toHaveCount(houses.length);
    await expect(page.getByTestId('house-count')).toHaveText(`共 ${houses.length} 套房源`);
    // The offline base layer: district outlines with their names, no tile server needed.
    await expect(page.locator('.district-label', { hasText: '郑州市' })).toBeVisible();
  });

  test('filters by district and by rent', async ({ page }) => {
    const houses = await housesFromApi(page);
    await page.goto(mapPath);
    await expect(page.locator('path.house-marker')).toHaveCount(houses.length);
    const district = houses[0]!.District!;
    await page.getByTestId('district-filter').selectOption(district);
    const inDistrict = houses.filter((house) => house.District === district);
    await expect(page.locator('path.house-marker')).toHaveCount(inDistrict.length);
    await page.getByTestId('price-filter').selectOption('upTo2000');
    const cheap = inDistrict.filter((house) => house.Price !== null && house.Price <= 2000);
    await expect(page.locator('path.house-marker')).toHaveCount(cheap.length);
    await expect(page.getByTestId('house-list').getByRole('listitem')).toHaveCount(cheap.length);
  });

  test('a marker opens a popup with picture, rent and a detail link that works', async ({ page }) => {
    const houses = await housesFromApi(page);
    await page.goto(mapPath);
    await page.getByTestId('district-filter').selectOption(houses[0]!.District!);
    const marker = page.locator('path.house-marker').first();
    await marker.click({ force: true });
    const popup = page.getByTestId('house-popup');
    await expect(popup).toBeVisible();
    await expect(popup.locator('img')).toHaveJSProperty('complete', true);
    expect(await popup.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );
    await expect(popup).toContainText(/元\/月|面议/);
    const title = (await popup.locator('p').first().textContent())!;
    await popup.getByRole('link', { name: '查看详情' }).click();
    await expect(page).toHaveURL(/\/lease\/leaseweb\/anncDetail\/\?id=/);
    await expect(page.getByTestId('annc-title')).toHaveText(title);
  });

  test('lease homes and announcements link to the map and the panorama', async ({ page }) => {
    await page.goto('/lease/leaseweb/home/');
    await page.getByTestId('home-map-link').click();
    await expect(page).toHaveURL(/\/lease\/leaseweb\/mapFindHouse\/$/);
    await page.goto('/lease/leaseweb/anncDetail/?id=lease-project-001');
    await page.getByTestId('lease-links').getByRole('link', { name: '全景看房' }).click();
    await expect(page).toHaveURL(/\/lease\/leaseweb\/fullVirtualReality\/\?id=lease-project-001$/);
    await expect(page.getByTestId('virtual-reality')).toBeVisible();
  });
});

test.describe('全景看房', () => {
  const vrPath = '/lease/leaseweb/fullVirtualReality/?id=lease-project-001';
  const view = (page: Page) => page.getByTestId('panorama');

  test('draws the property panorama in WebGL and turns with a drag', async ({ page }) => {
    await page.goto(vrPath);
    const canvas = view(page).locator('canvas');
    await expect(canvas).toBeVisible();
    await expect(page.locator('.psv-loader-container')).toBeHidden({ timeout: 15_000 });
    const before = await view(page).screenshot();
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 300, box.y + box.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect.poll(async () => (await view(page).screenshot()).equals(before)).toBe(false);
  });

  test('zooms with the wheel and the buttons, turns with the keyboard, and offers full screen', async ({
    page,
  }) => {
    await page.goto(vrPath);
    await expect(page.locator('.psv-loader-container')).toBeHidden({ timeout: 15_000 });
    const box = (await view(page).boundingBox())!;
    let before = await view(page).screenshot();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -600);
    await expect.poll(async () => (await view(page).screenshot()).equals(before)).toBe(false);

    before = await view(page).screenshot();
    await view(page).focus();
    await page.keyboard.down('ArrowRight');
    await page.waitForTimeout(400);
    await page.keyboard.up('ArrowRight');
    await expect.poll(async () => (await view(page).screenshot()).equals(before)).toBe(false);

    await expect(page.locator('.psv-zoom-button').first()).toBeVisible();
    await expect(page.locator('.psv-fullscreen-button')).toBeVisible();
  });
});
