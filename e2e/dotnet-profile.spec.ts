import type { Page } from '@playwright/test';
import {
  accountAnswer,
  backAfterEndSession,
  expectPasswordForm,
  signOutFromMenu,
  storedSession,
  userDetailPath,
} from './auth-helpers';
import { expect, test } from './sandbox-profile';
import { openSignedIn, signInAt } from './usercentre-helpers';

// Every request of these tests is answered as a .NET service would (docs/sandbox.md).
test.use({ profile: 'dotnet' });

/**
 * The first identity of the GetUserBasicInfo answer the page receives, as it came over the wire
 * (read on the way through, before the page navigates away from it).
 */
async function firstWireIdentity(page: Page) {
  let resolve: (identity: Record<string, unknown>) => void = () => {};
  const identity = new Promise<Record<string, unknown>>((done) => (resolve = done));
  await page.route('**/api/UserApi/GetUserBasicInfo', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { Data: { AuthedIdentities: Array<Record<string, unknown>> } };
    resolve(body.Data.AuthedIdentities[0]!);
    await route.fulfill({ response });
  });
  return { identity };
}

test('signing in lands in the user centre when BusinessTypeId and IdentityId arrive as numbers', async ({
  page,
}) => {
  const wire = (await firstWireIdentity(page)).identity;
  await page.goto(userDetailPath('client'));
  await signInAt(page, 'buyer');
  expect(await wire).toMatchObject({ BusinessTypeId: 1, Identity: 1 });
  expect(typeof (await wire).IdentityId).toBe('number');
  await page.waitForURL(/\/client\/baseweb\/userCenterConter\/userCenter\/userDetail\/$/, {
    timeout: 15_000,
  });
  await expect(page.getByTestId('user-detail')).toBeVisible();
  await expect(page.getByTestId('identity-name')).toHaveText('受让方');
  const session = await storedSession(page);
  expect(session?.identity).toMatchObject({ BusinessTypeId: '1', Identity: 1 });
  expect(session?.identity?.IdentityId).toMatch(/^\d+$/);
});

test('a new tab refreshes the .NET sign-in, and 退出登录 on a user-centre page ends the provider session', async ({
  page,
  context,
}) => {
  await page.goto(userDetailPath('client'));
  await signInAt(page, 'buyer');
  await page.waitForURL(/userDetail\/$/, { timeout: 15_000 });
  await expect(page.getByTestId('user-detail')).toBeVisible();
  const signedIn = (await storedSession(page))?.auth?.refreshToken;

  // A new tab runs the start-up refresh: the token call, then GetUserBasicInfo as .NET answers it.
  const tab = await context.newPage();
  const account = accountAnswer(tab);
  await tab.goto(userDetailPath('client'));
  await account;
  await expect(tab.getByTestId('identity-name')).toHaveText('受让方');
  await expect.poll(async () => (await storedSession(tab))?.auth?.refreshToken).not.toBe(signedIn);
  expect((await storedSession(tab))?.identity).toMatchObject({ BusinessTypeId: '1', Identity: 1 });

  const back = backAfterEndSession(tab, '/client/');
  await signOutFromMenu(tab);
  await back;
  await expectPasswordForm(tab);
});

test('the identity chooser offers the .NET answer’s identities and keeps the one chosen', async ({
  page,
}) => {
  await page.goto(userDetailPath('client'));
  await signInAt(page, 'multi');
  const chooser = page.getByTestId('identity-chooser');
  await expect(chooser).toBeVisible({ timeout: 15_000 });
  await expect(chooser.getByRole('radio')).toHaveText(['受让方', '转让方', '拍卖机构']);
  await chooser.getByRole('radio', { name: '转让方' }).dblclick();
  await page.waitForURL(/userDetail\/$/, { timeout: 15_000 });
  await expect(page.getByTestId('identity-name')).toHaveText('转让方');
  await expect(page.getByTestId('user-detail')).toContainText('李多身份');
});

test('a participation opens by the numeric id its list gave', async ({ page }) => {
  await openSignedIn(page, 'buyerweb/userCenterConter/MyParticipation/');
  const list = page.getByTestId('participation-list');
  const firstRow = list.getByTestId('data-table').locator('tbody tr').first();
  const project = (await firstRow.locator('td').nth(1).textContent()) ?? '';
  await firstRow.getByRole('link').click();
  await page.waitForURL(/MyParticipationDetail\/\?id=\d+$/);
  await expect(page.getByTestId('participation-detail')).toContainText(project.trim());
});

test('a lot whose id is unusable is left out and named on the console; the others show', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  let shown = 0;
  await page.route('**/baseapi/api/AnncApi/QueryAnncList', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { Data: { Items: Array<Record<string, unknown>> } };
    body.Data.Items[0]!.AnncId = { broken: true };
    shown = body.Data.Items.length - 1;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/client/buyerweb/list/');
  await expect(page.getByTestId('annc-card')).toHaveCount(shown);
  await expect(page.getByTestId('portal-error')).toHaveCount(0);
  expect(logged.join('\n')).toContain('an item left out at AnncId');
});

test('an answer that is no list at all says so in Chinese and names the field on the console', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.route('**/baseapi/api/AnncApi/QueryAnncList', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { Data: { Items: unknown } };
    body.Data.Items = { broken: true };
    await route.fulfill({ response, json: body });
  });
  await page.goto('/client/buyerweb/list/');
  await expect(page.getByTestId('portal-error')).toContainText('服务器返回的数据无法识别');
  expect(logged.join('\n')).toContain('Data.Items');
});
