import { KEEP_PAGE_HEADER } from './worker-rules';

/**
 * Keeps the page the visitor opened before any worker ran (issue 40: the first page was the one
 * page never readable offline). Once the worker is active, the page asks for itself through it
 * (Serwist's `CACHE_URLS` message, routed by `isPageToKeep`), and once the worker controls the
 * page, `rereadAnswers` asks the page's reads again through it, so their answers are kept too.
 */
export async function keepFirstPage(
  container: ServiceWorkerContainer,
  href: string,
  rereadAnswers: () => void,
): Promise<void> {
  const registration = await container.ready;
  registration.active?.postMessage({
    type: 'CACHE_URLS',
    payload: { urlsToCache: [[href, { headers: { [KEEP_PAGE_HEADER]: '1' } }]] },
  });
  if (container.controller) rereadAnswers();
  else container.addEventListener('controllerchange', rereadAnswers, { once: true });
}
