import { storedSessionText } from '@/lib/session/store';
import { EARLY_CALLS_ELEMENT } from './early-call-names';

/**
 * The contract modules of the calls pages send early (their plans name them), imported directly
 * rather than through the loader table, whose own chunk would add a round trip that could only
 * start once hydration has let go of the main thread.
 */
const earlyDeclarations: Record<string, () => Promise<unknown>> = {
  queryAnncList: () => import('@/lib/contract/announcements'),
  getAnncDetail: () => import('@/lib/contract/announcement-detail'),
  queryBanners: () => import('@/lib/contract/home-banners'),
  queryArticleList: () => import('@/lib/contract/articles'),
  queryNewsList: () => import('@/lib/contract/news'),
  queryInfoNotices: () => import('@/lib/contract/equity-trust'),
  queryCheckInTrust: () => import('@/lib/contract/equity-trust'),
};

/** Whether a call sent early has its declaration started before hydration. */
export function startsBeforeHydration(name: string): boolean {
  return Object.hasOwn(earlyDeclarations, name);
}

/** The declaration's module of a call sent early, as `startEarlyChecks` loads it (for tests). */
export function earlyDeclarationModule(name: string): Promise<unknown> | undefined {
  return startsBeforeHydration(name) ? earlyDeclarations[name]!() : undefined;
}

/** The names in a page's early-call plans, or none when the element is absent or unreadable. */
export function plannedCallNames(doc: Document): string[] {
  const element = doc.getElementById(EARLY_CALLS_ELEMENT);
  if (!element) return [];
  try {
    const page: unknown = JSON.parse(element.textContent ?? '');
    const calls = page && typeof page === 'object' && 'calls' in page ? page.calls : null;
    if (!Array.isArray(calls)) return [];
    return calls.flatMap((plan: unknown) => {
      const name = plan && typeof plan === 'object' && 'name' in plan ? plan.name : null;
      return typeof name === 'string' ? [name] : [];
    });
  } catch {
    return [];
  }
}

/**
 * Runs before React hydrates (instrumentation-client.ts): starts loading the checks an answer
 * passes before it is drawn: the stored session's schema (when one is stored), the envelope's, and the declarations
 * (zod schemas) of the calls the page's early-call script sent. The content
 * that reads them is rendered only after the page has hydrated, and would ask for them only then:
 * its answer, long arrived, waited one more chunk round trip for its check. A failed load here
 * costs nothing: the read loads them again when it asks.
 */
export function startEarlyChecks(doc: Document): void {
  // Every call first reads a stored session through its schema; a visitor nobody signed in has none.
  // Raw imports, not the store's and the transport's loaders: those modules would move into this
  // start-up chunk, which every page's HTML names. The module system shares the loads with them.
  if (storedSessionText() !== null) void import('@/lib/session/session-check').catch(() => undefined);
  const names = plannedCallNames(doc);
  if (names.length === 0) return;
  void import('@/lib/contract/envelope').catch(() => undefined);
  for (const name of names) void earlyDeclarationModule(name)?.catch(() => undefined);
}
