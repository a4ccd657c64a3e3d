import { expect, test } from './csp-guard';
import { portalTenants } from './portal-tenants';
import { buildManifest } from '../sites/manifest';

const siteTitle = buildManifest().find((site) => site.VirtualDirectory === 'client')!.Title;

const stamps = ['discontinue', 'terminal', 'approving', 'failed', 'biddingSuccess', 'biddingFailed'];

for (const tenant of portalTenants) {
  test(`${tenant.vd}: a detail opens from the list with steps, tabs and applicants`, async ({ page }) => {
    await page.goto(`/${tenant.vd}/${tenant.list}?state=Published`);
    const first = page.getByTestId('annc-card').first();
    const title = (await first.locator('a[title]').getAttribute('title'))!;
    await first.locator('a[title]').click();
    await expect(page.getByTestId('annc-title')).toHaveText(title);
    await expect(page.getByTestId('step-bar').locator('li')).toHaveCount(5);
    await expect(page.getByTestId('tab-bar').getByRole('tab').first()).toHaveText('公告内容');

    await page.goto(`/${tenant.vd}/${tenant.detail}?id=${tenant.key}-project-001`);
    const applicants = page.getByTestId('applicant');
    await expect(applicants).toHaveCount(6);
    expect(
      await applicants
        .locator('img')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('data-stamp'))),
    ).toEqual(stamps);
  });
}

test('client: a detail page is named after its announcement in the tab title', async ({ page }) => {
  await page.goto('/client/buyerweb/noticeDetail/?id=assets-project-004');
  const title = (await page.getByTestId('annc-title').textContent())!;
  await expect(page).toHaveTitle(`${title} - ${siteTitle}`);
});

test('lease: a property shows its rent and area', async ({ page }) => {
  await page.goto('/lease/leaseweb/anncDetail/?id=lease-project-001');
  await expect(page.getByTestId('annc-price')).toHaveText('月租金：1,350.00 元/月');
  const facts = page.getByTestId('annc-fact');
  await expect(facts.filter({ hasText: '面积' })).toHaveText('面积：47.5 ㎡');
});

test('client: a sold result shows its price and buyer', async ({ page }) => {
  await page.goto('/client/buyerweb/publicDetail/?id=assets-result-001');
  const facts = page.getByTestId('annc-fact');
  await expect(page.getByTestId('annc-price')).toHaveText('成交价：1,570,000.00 元');
  await expect(facts.filter({ hasText: '受让方' })).toHaveText(/^受让方：\S+$/);
});

test('client: the tab bar switches between the centre HTML tabs', async ({ page }) => {
  await page.goto('/client/buyerweb/noticeDetail/?id=assets-project-004');
  await page.getByRole('tab', { name: '竞买须知' }).click();
  await expect(page.getByTestId('tab-panel')).toContainText('保证金');
});

test('client: the subject dialog is 980x800 and its tab strip slides to the chosen subject', async ({
  page,
}) => {
  await page.goto('/client/buyerweb/noticeDetail/?id=assets-project-001');
  await page.getByRole('button', { name: '查看标的详情' }).nth(6).click();
  const dialog = page.getByTestId('subject-dialog');
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect([Math.round(box.width), Math.round(box.height)]).toEqual([980, 800]);
  await expect(dialog.getByRole('tab', { selected: true })).toContainText('标的7');
  await expect(page.getByTestId('subject-strip')).toHaveAttribute('data-offset', '2');
  await expect(dialog.locator('caption').first()).toHaveText('基本信息');
  await dialog.getByRole('button', { name: '‹' }).click();
  await expect(dialog.getByRole('tab', { selected: true })).toContainText('标的6');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('client: a result shows its step stamp', async ({ page }) => {
  await page.goto('/client/buyerweb/publicDetail/?id=assets-result-001');
  await expect(page.getByTestId('step-bar').locator('img[data-step-stamp]')).toHaveAttribute(
    'data-step-stamp',
    'success',
  );
});

test.describe(() => {
  // The body's inline handler is also refused by the page's script policy: a second wall.
  test.use({ cspExpected: /inline event handler|violation: script-src-attr/ });

  test('client: a script tag inside a seeded announcement body does not run', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
    await page.goto('/client/buyerweb/noticeDetail/?id=assets-project-002');
    const panel = page.getByTestId('tab-panel');
    await expect(panel).toContainText('本公告含有一段不应执行的脚本');
    await expect(panel.locator('script')).toHaveCount(0);
    await expect(panel.locator('[onerror]')).toHaveCount(0);
    await panel.getByText('查看附件').click();
    expect(await page.evaluate(() => (window as { __portalXss?: string }).__portalXss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

test('client: an unknown announcement id says so in Chinese', async ({ page }) => {
  await page.goto('/client/buyerweb/noticeDetail/?id=nothing-here');
  await expect(page.getByTestId('portal-error')).toHaveText(/公告不存在或已撤销/);
});

test.describe(() => {
  // The same hostile body: its inline handler is refused by the script policy as well.
  test.use({ cspExpected: /inline event handler|violation: script-src-attr/ });

  test('client: announcement HTML keeps no form, control or page-covering box', async ({ page }) => {
    await page.goto('/client/buyerweb/noticeDetail/?id=assets-project-002');
    const panel = page.getByTestId('tab-panel');
    await expect(panel).toContainText('系统维护中');
    await expect(panel.locator('form, input, button, textarea, select')).toHaveCount(0);
    await expect(panel.locator('.rich-text [class]')).toHaveCount(0);
    const positions = await panel
      .locator('.rich-text *')
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).position));
    expect(positions.filter((position) => position === 'fixed' || position === 'absolute')).toEqual([]);
    // The page's own header is still what sits at its top-left corner.
    const topLeft = await page.evaluate(() =>
      document.elementFromPoint(5, 5)?.closest('[title^="hostile:"]'),
    );
    expect(topLeft).toBeNull();
  });

  test('client: announcement boxes moved by custom properties, transforms, negative margins or the portal style sheets stay in place', async ({
    page,
  }) => {
    await page.goto('/client/buyerweb/noticeDetail/?id=assets-project-002');
    const panel = page.getByTestId('tab-panel');
    const hostile = panel.locator('[title^="hostile:"]');
    await expect(hostile).toHaveCount(7);
    await expect(panel.locator('[data-sonner-toaster]')).toHaveCount(0);
    const boxes = await hostile.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return {
          name: element.getAttribute('title'),
          position: style.position,
          transform: style.transform,
          marginTop: parseFloat(style.marginTop),
        };
      }),
    );
    expect(boxes.map((box) => box.name)).toEqual(
      ['inline', 'class', 'var', 'relative', 'transform', 'margin', 'toaster'].map(
        (name) => `hostile:${name}`,
      ),
    );
    for (const box of boxes)
      expect(box).toMatchObject({ position: 'static', transform: 'none', marginTop: 0 });
    // Nothing of the body reaches above the panel it belongs to.
    const panelTop = (await panel.boundingBox())!.y;
    for (const box of await hostile.evaluateAll((elements) =>
      elements.map((e) => e.getBoundingClientRect().y),
    ))
      expect(box).toBeGreaterThanOrEqual(panelTop);
  });
});

test('client: the 竞买须知 table keeps its borders, bold, colour and alignment', async ({ page }) => {
  await page.goto('/client/buyerweb/noticeDetail/?id=assets-project-004');
  await page.getByRole('tab', { name: '竞买须知' }).click();
  const table = page.getByTestId('tab-panel').locator('table');
  await expect(table).toBeVisible();
  await expect(table).toHaveCSS('border-collapse', 'collapse');
  await expect(table.locator('th').first()).toHaveCSS('text-align', 'center');
  await expect(table.locator('th').first()).toHaveCSS('border-top-style', 'solid');
  await expect(table.locator('th strong')).toHaveText('费用');
  await expect(table.locator('td').first()).toHaveCSS('padding-left', '8px');
  const fee = table.locator('td').last();
  await expect(fee).toHaveText('按成交价 1%');
  await expect(fee).toHaveCSS('color', 'rgb(204, 0, 0)');
  await expect(fee).toHaveCSS('font-weight', '700');
  await expect(fee).toHaveCSS('text-align', 'right');
});
