import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { checkLogin, findAccountByName, insertAccount } from '../db/accounts';
import type { Database } from '../db/database';
import { writeUserMenu } from '../db/menus';
import { BodyTooLargeError, readRawBody } from '../http/body';
import { sendHtml } from '../http/respond';
import { loginPage, messagePage, registerPage, type RegisterValues } from './pages';
import { ssoMount } from './constants';
import type { HandOverVerifier } from './hand-over';
import type { HandOverConfirmations } from './hand-over-confirmations';
import { confirmHandOver, offerHandOver } from './hand-over-page';
import { externalStandInPath } from '../stand-ins';
import { href } from '@/sites/pages';

const loginErrors = {
  wrongCredentials: '用户名或密码错误',
  disabled: '用户禁用',
  missing: '请输入账号和密码',
} as const;

/**
 * The account just registered, kept for the next login form: from the portal's 免费注册 the browser
 * goes back through the portal's /login and a fresh authorize, so no query survives the way there.
 */
const registeredCookie = 'sandbox_registered';

function readRegistered(req: IncomingMessage): string | null {
  const pair = (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${registeredCookie}=`));
  if (!pair) return null;
  try {
    return decodeURIComponent(pair.slice(registeredCookie.length + 1)) || null;
  } catch {
    return null;
  }
}

function registeredCookieHeader(account: string | null): string {
  const value = account ? encodeURIComponent(account) : '';
  return `${registeredCookie}=${value}; Path=${ssoMount}; HttpOnly; SameSite=Lax; Max-Age=${account ? 600 : 0}`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams((await readRawBody(req, 64 * 1024)).toString('utf8'));
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' }).end();
}

export type SsoPagesOptions = {
  db: Database;
  provider: Provider;
  origin: string;
  clientOrigins: string[];
  verifyHandOver: HandOverVerifier;
  confirmations: HandOverConfirmations;
};

/** The login form of an authorization request (the provider's "interaction"). */
async function handleInteraction(
  req: IncomingMessage,
  res: ServerResponse,
  options: SsoPagesOptions,
  uid: string,
) {
  const { provider, db } = options;
  let details;
  try {
    details = await provider.interactionDetails(req, res);
  } catch {
    sendHtml(
      res,
      400,
      messagePage('登录已失效', '登录请求已过期或无效，请回到门户重新登录。', {
        href: `${options.origin}/client/`,
        label: '返回门户首页',
      }),
    );
    return;
  }
  const action = `${ssoMount}/oauth2/interaction/${uid}`;
  const registerHref = `${ssoMount}/oauth2/register?redirect_uri=${encodeURIComponent(`${options.origin}${action}`)}`;
  const links = { action, registerHref };
  const query = new URL(req.url ?? '/', options.origin).searchParams;
  if (req.method !== 'POST') {
    // A sign-in handed over from another platform is asked for on this page, unless the person
    // chose the form instead (使用其他账号登录).
    if (query.get('form') !== '1' && (await offerHandOver(res, options, details, links))) return;
    const registered = readRegistered(req);
    const account = query.get('account') ?? registered ?? '';
    if (registered) res.setHeader('Set-Cookie', registeredCookieHeader(null));
    sendHtml(
      res,
      200,
      loginPage({ action, account, error: null, registerHref, registered: Boolean(registered) }),
    );
    return;
  }
  const form = await readForm(req);
  if (form.get('handOver') === 'confirm') {
    await confirmHandOver(req, res, options, details, form, links);
    return;
  }
  const account = (form.get('account') ?? '').trim();
  const password = form.get('password') ?? '';
  if (!account || !password) {
    sendHtml(res, 200, loginPage({ action, account, error: loginErrors.missing, registerHref }));
    return;
  }
  const result = checkLogin(db, account, password);
  if (!result.ok) {
    sendHtml(res, 200, loginPage({ action, account, error: loginErrors[result.reason], registerHref }));
    return;
  }
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: result.account.id } },
    { mergeWithLastSubmission: false },
  );
}

const registerSchema = z
  .object({
    account: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_]{4,32}$/, '账号须为 4 至 32 位字母、数字或下划线'),
    userName: z.string().trim().min(1, '请输入姓名').max(32, '姓名不能超过 32 个字'),
    mobile: z
      .string()
      .trim()
      .regex(/^1\d{10}$/, '请输入 11 位手机号'),
    password: z.string().min(8, '密码至少 8 位').max(64, '密码不能超过 64 位'),
    confirm: z.string(),
  })
  .refine((value) => value.password === value.confirm, {
    message: '两次输入的密码不一致',
    path: ['confirm'],
  });

/** Where a registration may send the browser back to: only pages of the portal's own origins. */
function safeReturn(raw: string | null, options: SsoPagesOptions): string | null {
  if (!raw) return null;
  try {
    const target = new URL(raw, options.origin);
    return options.clientOrigins.includes(target.origin) ? target.href : null;
  } catch {
    return null;
  }
}

async function handleRegister(req: IncomingMessage, res: ServerResponse, options: SsoPagesOptions, url: URL) {
  const returnTo = safeReturn(url.searchParams.get('redirect_uri'), options);
  const action = `${ssoMount}/oauth2/register${url.search}`;
  const empty: RegisterValues = { account: '', userName: '', mobile: '' };
  if (req.method !== 'POST') {
    sendHtml(res, 200, registerPage({ action, values: empty, error: null }));
    return;
  }
  const form = Object.fromEntries(await readForm(req));
  const values: RegisterValues = {
    account: form.account ?? '',
    userName: form.userName ?? '',
    mobile: form.mobile ?? '',
  };
  const parsed = registerSchema.safeParse(form);
  if (!parsed.success) {
    sendHtml(res, 200, registerPage({ action, values, error: parsed.error.issues[0]!.message }));
    return;
  }
  if (findAccountByName(options.db, parsed.data.account)) {
    sendHtml(res, 200, registerPage({ action, values, error: '该账号已被注册' }));
    return;
  }
  const id = randomUUID();
  options.db.transaction(() => {
    insertAccount(options.db, {
      id,
      account: parsed.data.account,
      password: parsed.data.password,
      userName: parsed.data.userName,
      mobile: parsed.data.mobile,
      memberId: randomUUID(),
      dataFrom: 20,
      tradingOrgId: randomUUID(),
      note: '在沙箱注册的账号',
      createdAt: new Date().toISOString(),
    });
    writeUserMenu(options.db, id, randomUUID);
  })();
  res.setHeader('Set-Cookie', registeredCookieHeader(parsed.data.account));
  if (returnTo) {
    const target = new URL(returnTo);
    if (target.pathname.startsWith(`${ssoMount}/oauth2/interaction/`)) {
      target.searchParams.set('account', parsed.data.account);
    }
    redirect(res, target.href);
    return;
  }
  sendHtml(
    res,
    200,
    messagePage('注册成功', `账号 ${parsed.data.account} 已创建，请回到门户登录。`, {
      href: `${options.origin}${href('client', 'login')}`,
      label: '去登录',
    }),
  );
}

/** External-link jump of SPEC §7: `redirecturl?redirect_uri=` sends the browser on. */
function handleRedirectUrl(res: ServerResponse, url: URL) {
  const raw = url.searchParams.get('redirect_uri');
  let target: URL | null = null;
  try {
    target = raw ? new URL(raw) : null;
  } catch {
    target = null;
  }
  if (!target || (target.protocol !== 'http:' && target.protocol !== 'https:')) {
    sendHtml(res, 400, messagePage('跳转地址无效', 'redirect_uri 缺失或不是有效的 http(s) 地址。'));
    return;
  }
  // Configured external sites use the reserved .example names, which never resolve: the sandbox
  // shows its stand-in for them instead of a browser's DNS error.
  const location = /\.example\.?$/i.test(target.hostname) ? externalStandInPath(target.href) : target.href;
  res.writeHead(302, { Location: location, 'Cache-Control': 'no-store' }).end();
}

/** Handles the provider pages that are ours; returns false for the provider's own routes. */
export async function handleSsoPage(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  options: SsoPagesOptions,
): Promise<boolean> {
  const inner = url.pathname.slice(ssoMount.length);
  try {
    const interaction = /^\/oauth2\/interaction\/([A-Za-z0-9_-]+)\/?$/.exec(inner);
    if (interaction) {
      await handleInteraction(req, res, options, interaction[1]!);
      return true;
    }
    if (/^\/oauth2\/register\/?$/i.test(inner)) {
      await handleRegister(req, res, options, url);
      return true;
    }
    if (/^\/oauth2\/redirecturl\/?$/i.test(inner)) {
      handleRedirectUrl(res, url);
      return true;
    }
  } catch (error) {
    if (res.headersSent) return true;
    if (error instanceof BodyTooLargeError) {
      sendHtml(res, 413, messagePage('提交内容过大', '请检查后重新提交。'));
    } else {
      sendHtml(res, 500, messagePage('服务器异常', '认证服务暂时不可用，请稍后重试。'));
    }
    return true;
  }
  return false;
}
