import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { SiteConfig } from '@/sites/schema';
import { href } from '@/sites/pages';
import { findAccountById } from '../db/accounts';
import type { Database } from '../db/database';
import { sqliteAdapter } from './adapter';
import { apiAudience, ssoMount } from './constants';
import type { ProviderKeys } from './keys';
import { escapeHtml, layout } from '../http/html-page';
import { logoutPage, messagePage } from './pages';

const apiScope = 'api';

export type ProviderOptions = {
  db: Database;
  /** Origin the sandbox is reached on, e.g. http://127.0.0.1:3000. */
  origin: string;
  /** Origins whose tenant pages may sign in (redirect URIs, CORS): the sandbox's and any extra. */
  clientOrigins: string[];
  sites: SiteConfig[];
  keys: ProviderKeys;
  accessTokenTtl: number;
};

/** The resource indicators the API answers to: `<origin>/baseapi` for every client origin. */
export function apiResources(clientOrigins: string[]): string[] {
  return clientOrigins.map((origin) => `${origin}/baseapi`);
}

const refreshTokenTtl = 14 * 24 * 3600;

/** What the provider's error codes mean, for the person looking at the error page. */
const errorSummaries: Record<string, string> = {
  invalid_redirect_uri: '回调地址（redirect_uri）未在该客户端登记，请检查地址，注意结尾的斜杠。',
  invalid_client: '未知的客户端（client_id）。',
  invalid_request: '请求缺少必需的参数或参数有误。',
  invalid_target: '请求的资源（resource）不被接受。',
  session_not_found: '登录会话已结束。',
};

export function createProvider(options: ProviderOptions): Provider {
  const { db, origin, clientOrigins, sites, keys, accessTokenTtl } = options;
  const resources = apiResources(clientOrigins);
  const allowedOrigins = new Set(clientOrigins);

  const configuration: Configuration = {
    adapter: sqliteAdapter(db),
    jwks: { keys: [keys.signing as never] },
    cookies: { keys: [keys.cookieSecret] },
    clients: sites.map((site) => ({
      client_id: site.SsoCleintId,
      client_name: site.Title,
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: clientOrigins.flatMap((o) => [
        `${o}${href(site, 'getCode')}`,
        `${o}${href(site, 'getCode2')}`,
      ]),
      post_logout_redirect_uris: clientOrigins.flatMap((o) => [
        `${o}${href(site, 'root')}`,
        `${o}${href(site, 'login')}`,
      ]),
    })),
    routes: {
      authorization: '/oauth2/authorize',
      token: '/oauth2/token',
      end_session: '/oauth2/logout',
      jwks: '/discovery/keys',
      userinfo: '/userinfo',
      revocation: '/oauth2/revoke',
    },
    scopes: ['openid', 'offline_access', apiScope],
    // The login name and mobile ride in the id_token, so a hand-over's confirmation can name the
    // account by what its owner could not choose (SPEC promises neither claim; the portal falls
    // back to the subject). The display name is no claim: anyone may register under any name.
    claims: { openid: ['sub', 'preferred_username', 'phone_number'] },
    // `token` carries the /login/{tokenState} value (SPEC §7); all three are accepted and kept.
    extraParams: ['ext', 'identitytype', 'token'],
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, requestOrigin) => allowedOrigins.has(requestOrigin),
    interactions: { url: (_ctx, interaction) => `${ssoMount}/oauth2/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = findAccountById(db, sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          preferred_username: account.account,
          phone_number: account.mobile ?? undefined,
        }),
      };
    },
    // First-party clients: signing in is consent. Any client of a signed-in session gets a grant
    // holding the API resource, so no consent screen ever shows.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const client = ctx.oidc.client!;
      const session = ctx.oidc.session!;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (!session.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope('openid offline_access');
      for (const resource of resources) grant.addResourceScope(resource, apiScope);
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    // offline_access is dropped from a request without prompt=consent, so the default would never
    // issue a refresh token to the portal.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: accessTokenTtl,
      IdToken: accessTokenTtl,
      AuthorizationCode: 600,
      Interaction: 3600,
      Session: refreshTokenTtl,
      Grant: refreshTokenTtl,
      // A rotated token keeps the remaining lifetime of the one it replaces: rotation never
      // extends a sign-in beyond fourteen days.
      RefreshToken(ctx, token) {
        const previous = ctx?.oidc.entities.RefreshToken;
        if (previous && previous !== token && previous.exp) {
          return Math.max(1, previous.exp - Math.floor(Date.now() / 1000));
        }
        return refreshTokenTtl;
      },
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resources[0]!,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (!resources.includes(resourceIndicator)) throw new errors.InvalidTarget();
          return {
            scope: apiScope,
            audience: apiAudience,
            accessTokenTTL: accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = messagePage('已退出登录', '您已退出统一身份认证。', {
            href: `${origin}/client/`,
            label: '返回门户首页',
          });
        },
      },
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      const error = String(out.error ?? '');
      const summary = errorSummaries[error] ?? '认证请求无法完成，请回到门户重新登录。';
      const details = Object.entries(out)
        .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>：${escapeHtml(String(value))}</p>`)
        .join('');
      ctx.body = layout(
        '认证出错',
        `<h1>认证请求有误</h1><p>${escapeHtml(summary)}</p>${details}<p class="links"><a href="${origin}/client/">返回门户首页</a></p>`,
      );
    },
  };

  const provider = new Provider(`${origin}${ssoMount}`, configuration);
  // Error events are answered to the client by the provider itself; keep the console quiet.
  provider.on('server_error', () => {});
  return provider;
}
