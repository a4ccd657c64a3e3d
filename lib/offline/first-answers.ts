/**
 * The answers of a visitor's first page, held for the service worker (issue 58). That page loads
 * before any worker runs, so the worker never saw its reads; asking them again through the worker
 * once it takes over cost the centre's API every read twice. The page hands the worker what it
 * already holds instead (`KEEP_ANSWERS_MESSAGE`), and the worker keeps whatever its own rules keep.
 */

/** One read as it went on the wire and came back: what the worker needs to key and keep it. */
export type HeldAnswer = {
  url: string;
  headers: Array<[string, string]>;
  body: string;
  answer: string;
  contentType: string;
};

/** The message a first page sends its worker with the answers it holds. */
export const KEEP_ANSWERS_MESSAGE = 'KEEP_ANSWERS';

/** A page reads a dozen calls at most; anything beyond is not held. */
const MAX_HELD = 30;

let held: Array<Promise<HeldAnswer | null>> | null = [];

/** Only a page no worker controls holds answers, and only reads without a token (never kept). */
function holding(headers: Record<string, string>): boolean {
  if (held === null || held.length >= MAX_HELD) return false;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  if (navigator.serviceWorker.controller) return false;
  return !Object.keys(headers).some((name) => name.toLowerCase() === 'authorization');
}

/** Called by the transport with each answer that came back whole; reads a copy of its body. */
export function holdAnswer(url: string, headers: Record<string, string>, body: string, response: Response) {
  if (response.status !== 200 || !holding(headers)) return;
  const copy = response.clone();
  held!.push(
    copy.text().then(
      (answer) => ({
        url,
        headers: Object.entries(headers),
        body,
        answer,
        contentType: response.headers.get('content-type') ?? 'application/json',
      }),
      () => null,
    ),
  );
}

/** What the page held, once; the page holds nothing more after (its worker sees the rest). */
export async function takeHeldAnswers(): Promise<HeldAnswer[]> {
  const taken = held ?? [];
  held = null;
  return (await Promise.all(taken)).filter((answer): answer is HeldAnswer => answer !== null);
}
