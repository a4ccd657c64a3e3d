/**
 * A handed-over id_token (SPEC §4, `?id_token=`) must not stay in the address bar, history or a
 * shared link, even when the code that reads it never arrives (offline, a new deployment). So every
 * page's boot script (lib/boot/boot-script.ts), the first script a page runs, takes it out of the
 * address and leaves it on the page alone, where the arrival code takes it; a page left before
 * then forgets it.
 */
const HANDED_TOKEN_GLOBAL = '__portalHandedIdToken';

/** Written as the oldest browsers the portal serves read it: it runs before any polyfill. */
export const handedTokenBootScript = `try{if(/[?&]id_token=/.test(location.search)){var p=new URLSearchParams(location.search);globalThis.${HANDED_TOKEN_GLOBAL}=p.get("id_token");p["delete"]("id_token");var q=p.toString();history.replaceState(history.state,"",location.pathname+(q?"?"+q:"")+location.hash)}}catch(e){}`;

type Holder = Record<string, unknown>;

/** Whether the boot script left a token for the arrival code. */
export function handedTokenWaiting(): boolean {
  return typeof (globalThis as Holder)[HANDED_TOKEN_GLOBAL] === 'string';
}

/** The token the boot script took out of the address, once; null when there is none. */
export function takeHandedToken(): string | null {
  const holder = globalThis as Holder;
  const token = holder[HANDED_TOKEN_GLOBAL];
  delete holder[HANDED_TOKEN_GLOBAL];
  return typeof token === 'string' ? token : null;
}
