import { KEEP_PAGE_HEADER } from './worker-rules';
import { KEEP_ANSWERS_MESSAGE, takeHeldAnswers } from './first-answers';

/**
 * Keeps the page the visitor opened before any worker ran (issue 40: the first page was the one
 * page never readable offline). Once the worker is active, the page asks for itself through it
 * (Serwist's `CACHE_URLS` message, routed by `isPageToKeep`) and hands it the answers of its reads
 * (`first-answers.ts`), so they are kept without the API being asked twice (issue 58).
 */
export async function keepFirstPage(container: ServiceWorkerContainer, href: string): Promise<void> {
  const registration = await container.ready;
  const worker = registration.active;
  if (!worker) return;
  worker.postMessage({
    type: 'CACHE_URLS',
    payload: { urlsToCache: [[href, { headers: { [KEEP_PAGE_HEADER]: '1' } }]] },
  });
  const answers = await takeHeldAnswers();
  if (answers.length > 0) worker.postMessage({ type: KEEP_ANSWERS_MESSAGE, answers });
}
