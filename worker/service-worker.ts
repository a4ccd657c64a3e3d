/// <reference lib="webworker" />
/**
 * The portal's service worker: one script for every tenant (`/sw.js`), registered by each tenant's
 * pages with its own prefix as scope, so each tenant keeps its own caches. Built by
 * scripts/lib/offline/worker-build.ts with the release's precache list and `WorkerConfig` baked in.
 * Strategies, expiry and precaching are Serwist's; the rules of what is kept are
 * lib/offline/worker-rules.ts.
 */
import {
  CacheExpiration,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RouteHandlerCallbackOptions,
  type SerwistPlugin,
} from 'serwist';
import {
  answerKeySource,
  answerKeyUrl,
  cacheName,
  isOutdatedCache,
  isPageToKeep,
  isTenantPage,
  KEEP_DEVICE_PAGES_MESSAGE,
  keptAnswerKind,
  limits,
  OFFLINE_PAGE_PATH,
  SAVED_AT_HEADER,
  type CacheKind,
  type WorkerConfig,
} from '../lib/offline/worker-rules';
import { readHeldAnswers } from '../lib/offline/held-answers';
import type { HeldAnswer } from '../lib/offline/first-answers';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };
declare const PORTAL_WORKER_CONFIG: WorkerConfig;

const config = PORTAL_WORKER_CONFIG;
const scope = self.registration.scope;
const scopeUrl = new URL(scope);
const names = (kind: CacheKind) => cacheName(kind, config.release, scope);

/** A response as it is kept: stamped with the time it was stored, for the page's 离线 notice. */
function stamped(body: Blob, headers: Headers, statusText = ''): Response {
  const kept = new Headers(headers);
  kept.set(SAVED_AT_HEADER, new Date().toISOString());
  return new Response(body, { status: 200, statusText, headers: kept });
}

/**
 * Keeps a response only when it is a whole 200 of a bounded size, stamped with the time it was
 * stored: a page shows that time with its 离线 notice. The copy the page gets now is unstamped.
 */
function savedCopy(maxBytes: number): SerwistPlugin {
  return {
    cacheWillUpdate: async ({ response }) => {
      if (response.status !== 200) return null;
      const body = await response.blob();
      if (body.size > maxBytes) return null;
      return stamped(body, response.headers, response.statusText);
    },
  };
}

/** Kept answers are POSTs: each is stored under a GET address named by a digest of the request. */
const answerKey: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ params }) => new Request((params as { key: string }).key),
};

async function keyOf(request: Request): Promise<string> {
  const source = answerKeySource(request.url, request.headers.entries(), await request.clone().text());
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(source));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return answerKeyUrl(request.url, hex);
}

/**
 * Answers are fresh whenever the network answers (bid states and times change); the saved copy
 * is for when it does not, or not within 8 s on a weak signal.
 */
function answers(kind: 'details' | 'lists') {
  const strategy = new NetworkFirst({
    cacheName: names(kind),
    networkTimeoutSeconds: 8,
    plugins: [answerKey, savedCopy(limits[kind].maxBytes), new ExpirationPlugin(limits[kind])],
  });
  return async (options: RouteHandlerCallbackOptions) =>
    strategy.handle({ ...options, params: { key: await keyOf(options.request) } });
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cacheName: names('shell'), concurrency: 4 },
  // A new release takes over at once; its activation below deletes every cache of the old one.
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request }) => keptAnswerKind(request, config, self.location.origin) === 'details',
      method: 'POST',
      handler: answers('details'),
    },
    {
      matcher: ({ request }) => keptAnswerKind(request, config, self.location.origin) === 'lists',
      method: 'POST',
      handler: answers('lists'),
    },
    {
      // A page's markup does not change within a release: shown at once, refreshed behind. The
      // first page a visitor opened asks for itself once the worker runs (KEEP_PAGE_HEADER).
      matcher: ({ request, url }) => isPageToKeep(request, url, scopeUrl),
      handler: new StaleWhileRevalidate({
        cacheName: names('pages'),
        plugins: [savedCopy(limits.pages.maxBytes), new ExpirationPlugin(limits.pages)],
      }),
    },
    {
      // Sign-in, the user centre and forms are never kept, but offline they get the Chinese page too.
      matcher: ({ request, url }) => request.mode === 'navigate' && isTenantPage(url, scopeUrl),
      handler: new NetworkOnly(),
    },
    {
      matcher: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: names('scripts'),
        plugins: [new ExpirationPlugin(limits.scripts)],
      }),
    },
    {
      matcher: ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
      handler: new StaleWhileRevalidate({
        cacheName: names('images'),
        plugins: [savedCopy(limits.images.maxBytes), new ExpirationPlugin(limits.images)],
      }),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PAGE_PATH, matcher: ({ request }) => request.destination === 'document' }],
  },
});

/**
 * Keeps the answers a visitor's first page read before this worker ran, which the page hands over
 * (lib/offline/first-answers.ts) rather than asking the API again; the same rules and keys as the
 * answers this worker fetches itself.
 */
async function keepHeldAnswer(held: HeldAnswer): Promise<void> {
  const request = new Request(held.url, { method: 'POST', headers: held.headers, body: held.body });
  const kind = keptAnswerKind(request, config, self.location.origin);
  if (!kind) return;
  const body = new Blob([held.answer], { type: held.contentType });
  if (body.size > limits[kind].maxBytes) return;
  const key = await keyOf(request);
  await (
    await caches.open(names(kind))
  ).put(key, stamped(body, new Headers({ 'content-type': held.contentType })));
  const expiration = new CacheExpiration(names(kind), limits[kind]);
  await expiration.updateTimestamp(key);
  await expiration.expireEntries();
}

/**
 * Keeps the pages that show only what the device holds (浏览记录) in the pages cache, as a visit
 * would: offline they lack nothing, so they must not wait for a first visit online. Their scripts
 * are in the precache (scripts/lib/offline/worker-build.ts). A page already kept is left as it is.
 */
async function keepDevicePages(): Promise<void> {
  const cache = await caches.open(names('pages'));
  const expiration = new CacheExpiration(names('pages'), limits.pages);
  let kept = false;
  for (const path of config.devicePages) {
    const url = new URL(path, scope).toString();
    if (await cache.match(url)) continue;
    const response = await fetch(url, { credentials: 'same-origin' });
    if (response.status !== 200) continue;
    const body = await response.blob();
    if (body.size > limits.pages.maxBytes) continue;
    await cache.put(url, stamped(body, response.headers, response.statusText));
    await expiration.updateTimestamp(url);
    kept = true;
  }
  if (kept) await expiration.expireEntries();
}

self.addEventListener('install', (event) => {
  // Offline reading is an extra: a page that cannot be fetched now is kept on a later visit.
  event.waitUntil(keepDevicePages().catch(() => undefined));
});

/** Whether this worker's release still has its caches: the next release deletes them as it takes over. */
const releaseCurrent = () => caches.has(names('shell'));

/**
 * A page's word to keep the device pages reaches whichever worker controls it, possibly one a new
 * release is replacing: such a worker keeps nothing, or it would bring its deleted cache back.
 */
async function keepDevicePagesAsked(): Promise<void> {
  if (!(await releaseCurrent())) return;
  await keepDevicePages();
  if (!(await releaseCurrent())) await caches.delete(names('pages'));
}

self.addEventListener('message', (event) => {
  if (event.origin !== self.location.origin) return;
  if ((event.data as { type?: unknown } | null)?.type === KEEP_DEVICE_PAGES_MESSAGE) {
    event.waitUntil(keepDevicePagesAsked().catch(() => undefined));
  }
});

self.addEventListener('message', (event) => {
  const answers = readHeldAnswers(event.data);
  if (!answers || event.origin !== self.location.origin) return;
  event.waitUntil(Promise.all(answers.map((held) => keepHeldAnswer(held).catch(() => undefined))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => isOutdatedCache(key, config.release, scope)).map((key) => caches.delete(key)),
        ),
      ),
  );
});

serwist.addEventListeners();
