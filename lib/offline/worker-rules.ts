/**
 * What the service worker keeps for reading offline, and what it never touches. Pure, so the
 * worker (worker/service-worker.ts), the build (scripts/lib/offline/) and the tests share one
 * reading of the rules.
 */

/** Where every tenant's pages register their worker: one script for all, each scoped to its prefix. */
export const WORKER_PATH = '/sw.js';
/** The Chinese page a navigation gets when it has no network and no saved copy. */
export const OFFLINE_PAGE_PATH = '/offline.html';
/** Set on a kept answer when it is stored, so the page can tell a saved copy from a fresh one. */
export { SAVED_AT_HEADER } from './saved-copy';

/** Baked into the worker at build time. */
export type WorkerConfig = {
  /** The release id: every cache is named with it, so a new release never reads an old one's. */
  release: string;
  /** Wire addresses (a path on the page origin or an absolute URL) of the kept detail answers. */
  detailCalls: string[];
  /** Wire addresses of the other kept answers: lists, the home's blocks, the page frame's reads. */
  listCalls: string[];
  /**
   * Pages inside a tenant (`history/`) that show only what the device holds: kept from the moment
   * the worker installs, not only once opened online, since offline they lack nothing.
   */
  devicePages: string[];
};

/** A page asks its worker to keep the device pages again (a cache at its bound may have let them go). */
export const KEEP_DEVICE_PAGES_MESSAGE = 'KEEP_DEVICE_PAGES';

/** Bounds of what is kept, per kind (issue 24: the last 50 details and 20 MiB). */
export const limits = {
  pages: { maxEntries: 60, maxBytes: 400 * 1024 },
  details: { maxEntries: 50, maxBytes: 400 * 1024 },
  lists: { maxEntries: 50, maxBytes: 200 * 1024 },
  scripts: { maxEntries: 120 },
  images: { maxEntries: 60, maxBytes: 300 * 1024 },
} as const;

export type CacheKind = 'shell' | 'pages' | 'details' | 'lists' | 'scripts' | 'images';

/**
 * The cache of one kind, release and tenant scope. Cache storage is shared by every tenant of the
 * origin, so the scope is part of the name; the release is too, so activation can drop the rest.
 */
export function cacheName(kind: CacheKind, release: string, scope: string): string {
  return `portal-${kind}-${release}-${scope}`;
}

/** A cache of this tenant left by another release (or an older worker): deleted on activate. */
export function isOutdatedCache(name: string, release: string, scope: string): boolean {
  if (!name.startsWith('portal-') || !name.endsWith(`-${scope}`)) return false;
  return !name.includes(`-${release}-`);
}

/**
 * Pages that are not for reading: the sign-in shell (its addresses carry codes and tokens) and
 * the user centre and forms, whose content is a signed-in visitor's own.
 */
const notForReading = [
  /^(login|GetCode|GetCode2|ChangeOrg|Register|transit)(\/|$)/i,
  /(^|\/)(userCenterConter|user_center|AnncApply|addProjects|SetSimulate)(\/|$)/i,
];

/**
 * Query parameters of a sign-in or a hand-over from another platform: such an address is never a
 * key. (`state` is not among them: the lists filter by it, and the callbacks are left out by path.)
 */
const signInParameters = ['code', 'id_token', 'token', 'access_token', 'identitytype', 'buyer'];

/** A page of this tenant that a visitor reads (home, lists, details, articles): kept when opened. */
export function isReadingPage(url: URL, scopeUrl: URL): boolean {
  if (url.origin !== scopeUrl.origin || !url.pathname.startsWith(scopeUrl.pathname)) return false;
  const rest = url.pathname.slice(scopeUrl.pathname.length);
  if (notForReading.some((pattern) => pattern.test(rest))) return false;
  return !signInParameters.some((name) => url.searchParams.has(name));
}

/**
 * Marks the page's request to keep itself (`keepFirstPage`): the first page a visitor opens loads
 * before any worker runs, so the worker never saw it; the page asks for itself again through the
 * worker with this header, as a navigation cannot be made from a script.
 */
export const KEEP_PAGE_HEADER = 'x-portal-keep-page';

/** A reading page to keep: a visitor's navigation, or the first page asking to be kept. */
export function isPageToKeep(
  request: { mode: string; headers: { get(name: string): string | null } },
  url: URL,
  scopeUrl: URL,
): boolean {
  const asked = request.mode === 'navigate' || request.headers.get(KEEP_PAGE_HEADER) === '1';
  return asked && isReadingPage(url, scopeUrl);
}

/** A page of this tenant at all: when it can be neither fetched nor read from a copy, the offline page. */
export function isTenantPage(url: URL, scopeUrl: URL): boolean {
  return url.origin === scopeUrl.origin && url.pathname.startsWith(scopeUrl.pathname);
}

function sameAddress(url: URL, address: string, origin: string): boolean {
  const wanted = new URL(address, origin);
  return url.origin === wanted.origin && url.pathname.toLowerCase() === wanted.pathname.toLowerCase();
}

/**
 * Which kept answer a request is, if any: a read call of the list, sent without a token. An
 * answer to anything that carries a token (any call of a signed-in visitor) is never kept.
 */
export function keptAnswerKind(
  request: { method: string; url: string; headers: { has(name: string): boolean } },
  config: Pick<WorkerConfig, 'detailCalls' | 'listCalls'>,
  origin: string,
): 'details' | 'lists' | null {
  if (request.method !== 'POST' || request.headers.has('authorization')) return null;
  const url = new URL(request.url);
  if (config.detailCalls.some((address) => sameAddress(url, address, origin))) return 'details';
  if (config.listCalls.some((address) => sameAddress(url, address, origin))) return 'lists';
  return null;
}

/**
 * The request headers that change an answer: SPEC §7's, which name the tenant and the visitor.
 * Only these, so a key is the same whether the page or the worker wrote the request (a browser may
 * add headers of its own to what a worker sees, and a first page hands its answers over).
 */
const keyHeaders = new Set(
  ['PlatformId', 'SystemKey', 'TradingOrgId', 'WebBusinessType', 'CurrentMemberId', 'IdentityId'].map(
    (name) => name.toLowerCase(),
  ),
);

/**
 * The text a kept answer is keyed by: the address, the body and the headers that name the tenant
 * and the visitor (SPEC §7), so two platforms or two pages of a list never share a copy.
 */
export function answerKeySource(url: string, headers: Iterable<[string, string]>, body: string): string {
  const named = [...headers]
    .map(([name, value]) => [name.toLowerCase(), value] as const)
    .filter(([name]) => keyHeaders.has(name))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([url, named, body]);
}

/** The GET address a kept answer is stored under (the Cache API keys only GET requests). */
export function answerKeyUrl(url: string, digestHex: string): string {
  const key = new URL(url);
  key.searchParams.set('offline-key', digestHex);
  return key.toString();
}
