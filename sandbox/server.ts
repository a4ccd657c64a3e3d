import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allSites } from '@/sites';
import { createBearerVerifier } from './api/bearer';
import { createApiRouter } from './api/router';
import { routes } from './api/routes';
import { findAccountById } from './db/accounts';
import type { Database } from './db/database';
import { openDatabase } from './db/open';
import { createFaults, faultScopeHeader, faultsPath } from './faults';
import { createProfiles, profilePath } from './profiles';
import { handlePublish, publishPath } from './publish';
import { sendHtml } from './http/respond';
import { handleMedia } from './media/handler';
import { logRequest } from './request-log';
import { attachmentMount, sendAttachment } from './attachments';
import { sendStandIn, standInFor } from './stand-ins';
import { handleSsoPage } from './sso/interactions';
import { purgeExpired } from './sso/adapter';
import { loadProviderKeys } from './sso/keys';
import { createHandOverVerifier, rememberSessionEnds } from './sso/hand-over';
import { sqliteHandOverLedger } from './sso/hand-over-ledger';
import { messagePage } from './sso/pages';
import { apiAudience, ssoMount } from './sso/constants';
import { createStaticHandler } from './static-files';
import type { SandboxConfig } from './config';

/** Settings the environment may leave out when the server is started from code (tests, npm start). */
type OptionalSetting = 'extraClientOrigins' | 'publicOrigin' | 'profile';

/** The settings of sandbox/config.ts, and the hooks `npm start` adds. */
export type SandboxOptions = Omit<SandboxConfig, OptionalSetting> &
  Partial<Pick<SandboxConfig, OptionalSetting>> & {
    /** `npm start`'s page at `/` listing every tenant; without it `/` is the export's own index. */
    tenantIndex?: (() => string) | undefined;
    /** The folder served as the static export, read per request; defaults to outDir. */
    staticRoot?: (() => string) | undefined;
  };

export type RunningSandbox = { server: Server; origin: string; db: Database; close(): Promise<void> };

const apiPrefixes = ['/baseapi/', '/gatewayapi/', '/api/'];
const corsHeaders =
  'Authorization, Content-Type, Cache-Control, Pragma, PlatformId, SystemKey, TradingOrgId, WebBusinessType, CurrentMemberId, IdentityId';

/** The same origin under its other loopback name, so both work in a browser. */
function loopbackAliases(origin: string): string[] {
  const url = new URL(origin);
  if (url.hostname === '127.0.0.1') return [origin, `${url.protocol}//localhost:${url.port}`];
  if (url.hostname === 'localhost') return [origin, `${url.protocol}//127.0.0.1:${url.port}`];
  return [origin];
}

/**
 * Starts the sandbox: the static export, the SSO provider, the API and the test hooks, in one
 * process. Listens first, because the provider's issuer is the address actually bound (port 0 in
 * tests).
 */
export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const db = openDatabase(options.dbPath);
  let handler: (req: IncomingMessage, res: ServerResponse) => Promise<void> = async (_req, res) => {
    res.writeHead(503).end();
  };
  const server = createServer((req, res) => {
    handler(req, res).catch((error: unknown) => {
      console.error('[sandbox] unhandled error:', error);
      if (!res.headersSent) sendHtml(res, 500, messagePage('服务器异常', '沙箱处理请求时出错。'));
      else res.end();
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => resolve());
    });
  } catch (error) {
    db.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const origin = options.publicOrigin ?? `http://${host}:${port}`;
  const clientOrigins = [...loopbackAliases(origin), ...(options.extraClientOrigins ?? [])];

  const keys = await loadProviderKeys(db);
  purgeExpired(db);
  // Loaded only once the port is ours: oidc-provider warns about the Node version on import, and a
  // start that fails on a busy port should print its one line only.
  const { createProvider } = await import('./sso/provider');
  const provider = createProvider({
    db,
    origin,
    clientOrigins,
    sites: allSites,
    keys,
    accessTokenTtl: options.accessTokenTtl,
  });
  const providerCallback = provider.callback();
  const verify = createBearerVerifier({
    jwks: keys.publicJwks,
    issuer: `${origin}${ssoMount}`,
    audience: apiAudience,
  });
  const handOverLedger = sqliteHandOverLedger(db);
  rememberSessionEnds(provider, handOverLedger);
  const verifyHandOver = createHandOverVerifier({
    jwks: keys.publicJwks,
    issuer: `${origin}${ssoMount}`,
    clientIds: allSites.map((site) => site.SsoCleintId),
    ledger: handOverLedger,
  });
  const profiles = createProfiles(options.profile ?? 'default');
  const handleApi = createApiRouter({ routes, db, verify, profiles });
  const faults = createFaults();
  const serveStatic = createStaticHandler(options.staticRoot ?? options.outDir);
  const allowedOrigins = new Set(clientOrigins);

  handler = async (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const pathname = url.pathname;
    const isApi = apiPrefixes.some((prefix) => pathname.toLowerCase().startsWith(prefix));
    const isSso = pathname === ssoMount || pathname.startsWith(`${ssoMount}/`);
    if (options.log && (isApi || isSso || pathname.startsWith('/__sandbox/'))) {
      logRequest(req, res, pathname, options.log);
    }
    if (pathname === faultsPath) return faults.handleAdmin(req, res);
    if (pathname === profilePath) return profiles.handleAdmin(req, res);
    if (pathname === publishPath) return handlePublish(req, res, db);

    let caller: string | null = null;
    if (faults.needsAccount()) {
      const subject = await verify(req.headers.authorization);
      caller = subject ? (findAccountById(db, subject)?.account ?? null) : null;
    }
    const scope = req.headers[faultScopeHeader];
    const fault = faults.take(
      req.method ?? 'GET',
      pathname,
      caller,
      typeof scope === 'string' ? scope : null,
    );
    if (fault && (await faults.play(req, res, fault))) return;

    if (isSso) {
      if (await handleSsoPage(req, res, url, { db, provider, origin, clientOrigins, verifyHandOver })) return;
      // The provider sees paths below its mount, and finds the mount from originalUrl.
      Object.assign(req, { originalUrl: req.url });
      req.url = req.url!.slice(ssoMount.length) || '/';
      await providerCallback(req, res);
      return;
    }
    if (isApi) {
      const requestOrigin = req.headers.origin;
      if (requestOrigin && allowedOrigins.has(requestOrigin)) {
        res.setHeader('Access-Control-Allow-Origin', requestOrigin);
        res.setHeader('Vary', 'Origin');
        res.setHeader('Access-Control-Allow-Headers', corsHeaders);
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
        // The client reads the server's clock from it; cross-origin only an exposed header is readable.
        if (profiles.sendsDate(req)) res.setHeader('Access-Control-Expose-Headers', 'Date');
      }
      // A backend that sends no readable Date: the client falls back to the device's clock.
      if (!profiles.sendsDate(req)) res.sendDate = false;
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      return handleApi(req, res, url);
    }
    if (handleMedia(req, res, pathname)) return;
    if (options.tenantIndex && pathname === '/') return sendHtml(res, 200, options.tenantIndex());
    if (pathname.startsWith(attachmentMount)) return sendAttachment(res, pathname);
    const standIn = standInFor(pathname);
    if (standIn) return sendStandIn(res, standIn, url);
    return serveStatic(req, res);
  };

  return {
    server,
    origin,
    db,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
}
