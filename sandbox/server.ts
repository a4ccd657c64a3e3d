import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allSites } from '@/sites';
import { createBearerVerifier } from './api/bearer';
import { createApiRouter } from './api/router';
import { routes } from './api/routes';
import { createApiMount } from './api/serve-api';
import type { Database } from './db/database';
import { openDatabase } from './db/open';
import { createFaultStep } from './fault-step';
import { createFaults } from './faults';
import { createDispatcher, type Handler } from './http/dispatch';
import { sendHtml } from './http/respond';
import { createProfiles } from './profiles';
import { handlePublish } from './publish';
import { logRequest } from './request-log';
import { loggedPaths, sandboxRoutes } from './routing';
import { purgeExpired } from './sso/adapter';
import { loadProviderKeys } from './sso/keys';
import { createHandOverVerifier, rememberSessionEnds } from './sso/hand-over';
import { sqliteHandOverLedger } from './sso/hand-over-ledger';
import { sqliteHandOverConfirmations } from './sso/hand-over-confirmations';
import { messagePage } from './sso/pages';
import { apiAudience, ssoMount } from './sso/constants';
import { createSsoMount } from './sso/serve-sso';
import { createStaticHandler } from './static-files';
import { createScopedClock } from './scoped-clock';
import { createCollector } from './telemetry/collector';
import { createFieldHook } from './telemetry/field-hook';
import type { SandboxConfig } from './config';
import { newHookKey, withHookKey } from './hook-key';

/** Settings the environment may leave out when the server is started from code (tests, npm start). */
type OptionalSetting = 'extraClientOrigins' | 'publicOrigin' | 'profile' | 'hookKey';

/** The settings of sandbox/config.ts, and the hooks `npm start` adds. */
export type SandboxOptions = Omit<SandboxConfig, OptionalSetting> &
  Partial<Pick<SandboxConfig, OptionalSetting>> & {
    /** `npm start`'s page at `/` listing every tenant; without it `/` is the export's own index. */
    tenantIndex?: (() => string) | undefined;
    /** The folder served as the static export, read per request; defaults to outDir. */
    staticRoot?: (() => string) | undefined;
  };

/** How long the sandbox keeps a client's idle connection open for its next request. */
export const IDLE_CONNECTION_MS = 10 * 60_000;

export type RunningSandbox = {
  server: Server;
  origin: string;
  db: Database;
  /** The key the test hooks (`/__sandbox/*`) ask of every request, new for each run. */
  hookKey: string;
  close(): Promise<void>;
};

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
  // Clients keep a connection open between requests and send the next one on it. With Node's
  // 5 s the server closed an idle one just as a client sent on it (a test's request context
  // between its setup and its teardown, on a busy machine), which reads as ECONNRESET; servers in
  // front of a real API keep idle connections for minutes. close() still ends them all.
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
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
  const faults = createFaults();
  const clock = createScopedClock();
  const hookKey = options.hookKey ?? newHookKey();
  const hook = (handle: Handler) => withHookKey(hookKey, handle);
  const dispatch = createDispatcher(
    sandboxRoutes({
      faultsAdmin: hook(faults.handleAdmin),
      profileAdmin: hook(profiles.handleAdmin),
      publish: hook((req, res) => handlePublish(req, res, db)),
      clockAdmin: hook(clock.handleAdmin),
      fieldAdmin: hook(createFieldHook(db)),
      collector: createCollector({ db, allowedOrigins: new Set(clientOrigins) }),
      dueFault: createFaultStep(faults, verify, db),
      sso: createSsoMount(
        {
          db,
          provider,
          origin,
          clientOrigins,
          verifyHandOver,
          confirmations: sqliteHandOverConfirmations(db),
        },
        provider.callback(),
      ),
      api: createApiMount({
        allowedOrigins: new Set(clientOrigins),
        profiles,
        handleApi: createApiRouter({ routes, db, verify, profiles }),
      }),
      tenantIndex: options.tenantIndex,
      staticFiles: createStaticHandler(options.staticRoot ?? options.outDir),
    }),
  );

  handler = async (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    if (options.log && loggedPaths.some((paths) => paths.test(url.pathname))) {
      logRequest(req, res, url.pathname, options.log);
    }
    await clock.run(req, () => dispatch(req, res, url));
  };

  return {
    server,
    origin,
    db,
    hookKey,
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
