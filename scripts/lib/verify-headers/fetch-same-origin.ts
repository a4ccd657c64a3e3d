import { VerifyError } from './targets';

export type Fetcher = (url: URL, init: RequestInit) => Promise<Response>;

const MAX_REDIRECTS = 5;
const TIMEOUT_MS = 20_000;

/**
 * GETs `url` as a first visit would (no cookies, no credentials), following redirects only on its
 * own origin: the headers to check are this origin's, and a redirect elsewhere would check another
 * host's. Resolves with the final answer and its address; throws VerifyError when none comes.
 */
export async function fetchSameOrigin(
  url: URL,
  fetcher: Fetcher = (target, init) => fetch(target, init),
): Promise<{ url: URL; response: Response }> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    let response: Response;
    try {
      response = await fetcher(current, {
        redirect: 'manual',
        credentials: 'omit',
        headers: { accept: '*/*' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      throw new VerifyError(
        `no answer (${cause ?? (error instanceof Error ? error.message : String(error))})`,
      );
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || location === null)
      return { url: current, response };
    await response.body?.cancel();
    const next = new URL(location, current);
    if (next.origin !== url.origin)
      throw new VerifyError(`redirected to another origin (${next.href}); not followed`);
    current = next;
  }
  throw new VerifyError(`more than ${MAX_REDIRECTS} redirects`);
}
