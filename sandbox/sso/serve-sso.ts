import type { IncomingMessage, ServerResponse } from 'node:http';
import { under } from '../http/dispatch';
import { ssoMount } from './constants';
import { handleSsoPage, type SsoPagesOptions } from './interactions';

/** The SSO provider's mount, with or without its last slash. */
export const ssoPaths = under(ssoMount, { bare: true });

type ProviderCallback = (req: IncomingMessage, res: ServerResponse) => unknown;

/** The SSO: the pages that are ours (sign-in form, register, redirect), then the provider's own. */
export function createSsoMount(pages: SsoPagesOptions, providerCallback: ProviderCallback) {
  return async function serveSso(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    // No page of the SSO is ever shown inside another: a framing page could lay its own content
    // over 继续登录 or 登 录 and have them clicked. Set before any handler writes its head.
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
    // A handed-over id_token is spent where it is first presented, and belongs then to the
    // interaction this request leads to, or to none when something else answers it (a live
    // session, an error): a link followed again, or by someone else, signs nobody in
    // (sso/hand-over.ts).
    const token = url.searchParams.get('token');
    const handedOver =
      token && url.pathname.toLowerCase() === `${ssoMount}/oauth2/authorize`.toLowerCase()
        ? await pages.verifyHandOver.spend(token)
        : null;
    if (await handleSsoPage(req, res, url, pages)) return;
    // The provider sees paths below its mount, and finds the mount from originalUrl.
    Object.assign(req, { originalUrl: req.url });
    req.url = req.url!.slice(ssoMount.length) || '/';
    await providerCallback(req, res);
    if (handedOver) {
      const interaction = /\/oauth2\/interaction\/([^/?#]+)/.exec(String(res.getHeader('location') ?? ''));
      pages.verifyHandOver.settle(token!, interaction?.[1] ?? null);
    }
  };
}
