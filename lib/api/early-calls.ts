import type { Call, CallRequest } from '@/lib/contract/call';
import { backendPath } from '@/lib/contract/backend-paths';
import { publicCalls } from '@/lib/contract/public-calls';
import { emptySession } from '@/lib/session/empty-session';
import { systemKeyName } from '@/lib/session/browser-keys';
import { addresses } from '@/lib/site/address/addresses';
import { wireHeaders } from './headers';
import type { ApiSite } from './transport';

/**
 * A body field read from the page address the way the page reads it: `text` a search word
 * (`cleanSearchWord`: no control or reordering characters, trimmed; empty when absent), `page` a whole number from 1 (else the body's value), `oneOf` one of `values` (else
 * null), `id` trimmed and required (without it the call is not made early).
 */
export type QueryRule =
  | { param: string; kind: 'text' | 'page' | 'id' }
  | { param: string; kind: 'oneOf'; values: readonly string[] };

/**
 * A call a page's inline script sends before hydration (early-call-script.ts), for a visitor
 * who is not signed in: its address, the body as the call's schema fills it in, and the fields
 * that come from the page address.
 */
export type EarlyCallPlan = {
  /**
   * The call's name among the public calls: the browser starts loading its declaration (its zod
   * schemas) before the page hydrates (`early-checks.ts`), so the answer's check is ready when
   * the page first draws rather than one chunk round trip later.
   */
  name?: string;
  /** The call's address and backend path; relative addresses resolve against the page origin. */
  url: string;
  body: Record<string, unknown>;
  query: Record<string, QueryRule>;
  /**
   * Where in the answer's Data the address of the largest picture the page paints from it is (the
   * home's banner, a list's first card). The script reads its address from the answer and the
   * page's scripts preload it as soon as they are all in (early-picture.ts), so the picture
   * downloads while they start instead of after they have drawn it. Only a download hint: what the
   * page shows still comes through the answer's check.
   */
  image?: ReadonlyArray<string | number>;
  /**
   * Address parameters the page reads in ways the script does not (a list's filters, checked
   * against the tenant's regions and categories): when any is in the address, the script sends
   * nothing and the page asks itself, so a filtered address never costs an unfiltered request and
   * a preloaded picture the page will not show.
   */
  onlyWithout?: readonly string[];
};

/** The address of the first item's picture in a list answer (`Data.Items[0].ImageUrl`). */
export const firstItemImage = ['Items', 0, 'ImageUrl'] as const;

/**
 * What a page's inline script reads: the tenant's signed-out headers of SPEC §7, once for all its
 * calls (the SystemKey comes from session storage under `systemKey`), and the calls.
 */
export type EarlyCallPage = {
  headers: Record<string, string>;
  systemKey: string;
  calls: EarlyCallPlan[];
};

export function earlyCallPage(site: ApiSite, calls: EarlyCallPlan[]): EarlyCallPage {
  return { headers: wireHeaders(site, emptySession, null), systemKey: systemKeyName(site), calls };
}

/**
 * Plans one early call from the same declaration and headers the transport uses, so the early
 * request is the one the page would send. `body` holds a stand-in for every field `query` fills.
 */
export function planEarlyCall<C extends Call>(
  call: C,
  body: CallRequest<C>,
  options: { query?: Record<string, QueryRule> } & Pick<EarlyCallPlan, 'image' | 'onlyWithout'> = {},
): EarlyCallPlan {
  const { query = {}, image, onlyWithout } = options;
  const name = Object.keys(publicCalls).find(
    (key) => (publicCalls[key as keyof typeof publicCalls] as Call) === call,
  );
  return {
    ...(name ? { name } : {}),
    url: `${call.base === 'ORIGIN' ? '' : addresses[call.base]}${backendPath(call.path)}`,
    body: call.request.parse(body) as Record<string, unknown>,
    query,
    ...(image ? { image } : {}),
    ...(onlyWithout?.length ? { onlyWithout } : {}),
  };
}
