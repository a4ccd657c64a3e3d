import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { maskAccount, maskMobile } from '@/lib/contract/account-label';
import { findAccountById, type Account } from '../db/accounts';
import type { Database } from '../db/database';
import { sendHtml } from '../http/respond';
import type { HandOverConfirmations } from './hand-over-confirmations';
import type { HandOverVerifier } from './hand-over';
import { handOverPage, loginPage, messagePage } from './pages';

export type HandOverPageOptions = {
  db: Database;
  provider: Provider;
  verifyHandOver: HandOverVerifier;
  confirmations: HandOverConfirmations;
};

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** Where the page posts to and links to: the interaction's own address, and its login form. */
export type InteractionLinks = { action: string; registerHref: string };

/** How long a confirmation page may wait for its answer: as long as a handed-over token is good. */
const confirmationSeconds = 10 * 60;

/** The account a subject names, if it may sign in. */
function signInAccount(db: Database, subject: string | null) {
  const account = subject ? findAccountById(db, subject) : null;
  return account && !account.disabled ? account : null;
}

/** An account as the confirmation names it: its login name and mobile, masked, never its display name. */
function named(account: Account): string {
  const mobile = account.mobile ? maskMobile(account.mobile) : null;
  return `账号 ${maskAccount(account.account)}${mobile ? `，手机 ${mobile}` : ''}`;
}

/**
 * A hand-over is honoured only where a sign-in is due (the login prompt: no session, or the
 * client's own prompt=login); at any other prompt (an attacker's `prompt=consent` over a live
 * session) the token is no hand-over and the session stays whose it is.
 */
const atLoginPrompt = (details: Interaction) => details.prompt.name === 'login';

/**
 * GET: when the request carries a hand-over that could sign someone in, asks on the provider's own
 * page whether to go on as that person, and returns true. Nothing is finished by a GET.
 */
export async function offerHandOver(
  res: ServerResponse,
  options: HandOverPageOptions,
  details: Interaction,
  links: InteractionLinks,
): Promise<boolean> {
  if (!atLoginPrompt(details)) return false;
  const account = signInAccount(
    options.db,
    await options.verifyHandOver.check(details.params.token, details.uid),
  );
  if (!account) return false;
  const csrf = options.confirmations.issue(details.uid, confirmationSeconds);
  const formHref = `${links.action}?form=1`;
  // At prompt=login the browser may hold a session already: the person sees whose it is too.
  const holder = details.session?.accountId ? findAccountById(options.db, details.session.accountId) : null;
  const current = holder && holder.id !== account.id ? named(holder) : null;
  sendHtml(
    res,
    200,
    handOverPage({ action: links.action, csrf, account: named(account), current, formHref }),
  );
  return true;
}

/**
 * POST of the confirmation page: its CSRF value must be the one issued to this interaction, and the
 * token (spent at authorize) this interaction's; then its account is signed in. A token that went bad meanwhile leaves the form.
 */
export async function confirmHandOver(
  req: IncomingMessage,
  res: ServerResponse,
  options: HandOverPageOptions,
  details: Interaction,
  form: URLSearchParams,
  links: InteractionLinks,
): Promise<void> {
  if (!atLoginPrompt(details) || !options.confirmations.take(details.uid, form.get('csrf'))) {
    sendHtml(
      res,
      403,
      messagePage('登录确认无效', '这次登录确认不是从本服务的确认页面提交的，或已失效。请回到门户重新登录。'),
    );
    return;
  }
  const account = signInAccount(
    options.db,
    await options.verifyHandOver.check(details.params.token, details.uid),
  );
  if (!account) {
    const error = '转来的登录凭证已失效，请输入账号和密码登录';
    sendHtml(
      res,
      200,
      loginPage({ action: links.action, account: '', error, registerHref: links.registerHref }),
    );
    return;
  }
  await options.provider.interactionFinished(
    req,
    res,
    { login: { accountId: account.id } },
    { mergeWithLastSubmission: false },
  );
}
