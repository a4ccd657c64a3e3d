import { expect, type Page } from '@playwright/test';
import type { SessionState } from '../lib/session/schema';
import { apiAnswer } from './api-answer';

/** Every demo account's password (docs/sandbox.md). */
export const demoPassword = 'Demo@1234';

export const userDetailPath = (vd: string) => `/${vd}/baseweb/userCenterConter/userCenter/userDetail/`;

/** Starts at the tenant's login and signs in on the sandbox provider's page. */
export async function signIn(page: Page, account: string, vd = 'client') {
  await page.goto(`/${vd}/login/`);
  await submitProviderLogin(page, account);
}

export async function submitProviderLogin(page: Page, account: string) {
  await page.waitForURL(/\/adfs\/oauth2\/interaction\//);
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(demoPassword);
  await page.getByRole('button', { name: '登 录' }).click();
}

/**
 * 继续登录 on the provider's own page for a handed-over sign-in (继续以「name」登录？, the name being
 * the masked login name and mobile, 账号 se***er，手机 138****0003): the SSO asks itself before a link's id_token signs anyone in (docs/api.md "Handing a sign-in over").
 */
export async function confirmAtProvider(page: Page, name: string) {
  await page.waitForURL(/\/adfs\/oauth2\/interaction\//);
  await expect(page.getByText(`继续以「${name}」登录？`)).toBeVisible();
  await page.getByRole('button', { name: '继续登录' }).click();
}

/** Counts the token calls a page makes from now on. */
export function countTokenCalls(page: Page) {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/adfs/oauth2/token')
      counter.count += 1;
  });
  return counter;
}

/** The persisted session record (SPEC §3) as the page sees it. */
export async function storedSession(page: Page) {
  return page.evaluate(
    () => JSON.parse(window.localStorage.getItem('authInfo') ?? 'null') as SessionState | null,
  );
}

/** 退出登录 from the header's user menu. */
export async function signOutFromMenu(page: Page) {
  await page.getByTestId('user-menu').hover();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
}

/** 市场主体登录 must reach the provider's password form: its session really ended. */
export async function expectPasswordForm(page: Page) {
  await page.getByRole('link', { name: '市场主体登录' }).click();
  await page.waitForURL(/\/adfs\/oauth2\/interaction\//);
  await expect(page.getByLabel('密码')).toBeVisible({ timeout: 15_000 });
}

/** Goes to a tenant page first so the test can prepare its session storage. */
export async function onTenant(page: Page, prepare: (storage: Storage) => void, vd = 'client') {
  await page.goto(`/${vd}/notfound/`);
  await page.evaluate(prepare, undefined as never);
}

/**
 * The page has hydrated and run its effects (the sandbox build's test hooks mount then): from now
 * on what it shows is its own state, not the static HTML. On a busy machine this can take longer
 * than an assertion's few seconds after the load event, so tests that read what only the running
 * page draws wait for this state first.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => Boolean(window.portalSandbox));
}

/**
 * The callback's sign-in problem, looked for once the callback page runs: it decides only after it
 * has hydrated, which on a busy machine can take longer than an assertion's five seconds.
 */
export async function signInProblem(page: Page) {
  await page.waitForURL(/\/GetCode2?\//);
  await hydrated(page);
  return page.getByTestId('sign-in-problem');
}

/**
 * The provider's key set reaching the page: an id_token's check (a callback's, or a handed-over
 * one's) has what it needs, and its answer follows without another trip.
 */
export function keySetRead(page: Page) {
  return apiAnswer(page, '/adfs/discovery/keys');
}

/**
 * The account's answer (GetUserBasicInfo) reaching the page: after a sign-in's callback or
 * /ChangeOrg, what the page shows next (a chooser, a problem, the jump) follows from it.
 */
export function accountAnswer(page: Page) {
  return apiAnswer(page, '/api/UserApi/GetUserBasicInfo');
}

/** The main-menu item lit as the current page (SPEC §2 active menu). */
export function activeMenuItem(page: Page) {
  return page.getByTestId('main-menu').locator('li:has(> a[aria-current="page"])');
}

/**
 * The page loaded at `path` after a trip through the provider's end session (a full sign-out). The
 * page may already be at `path`: waiting for the address alone would end before the trip began.
 */
export function backAfterEndSession(page: Page, path: string) {
  let leftForEndSession = false;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/adfs/oauth2/logout') leftForEndSession = true;
  });
  return page.waitForEvent('load', {
    predicate: (loaded) => leftForEndSession && new URL(loaded.url()).pathname === path,
  });
}

/**
 * The page has drawn the frame after the last input: whatever that input changed in React's state
 * is on screen now. For checks that an input changed nothing (a menu that stays open).
 */
export async function nextFrameDrawn(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
