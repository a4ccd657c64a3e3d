import type { EarlyCall } from './early-response';

/**
 * Preloads, at high priority, the largest picture of each early answer that names one (the home's
 * banner, a list's first card). Called once the page's scripts are all in (instrumentation-client.ts):
 * on a slow link a picture fetched while they still load takes its bandwidth from them and makes
 * the whole page later, where fetched now it downloads while they start and is in before the
 * content that shows it renders. Only a download hint: the page draws from the checked answer.
 */
export function preloadEarlyPictures(
  doc: Document,
  calls: readonly EarlyCall[] = window.__portalEarlyCalls ?? [],
) {
  for (const call of calls) {
    void call.picture?.then((href) => {
      // The inline script hands over web addresses only (early-call-script.ts).
      if (typeof href !== 'string' || !href) return;
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = href;
      link.setAttribute('fetchpriority', 'high');
      doc.head.appendChild(link);
    });
  }
}
