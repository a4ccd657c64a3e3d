import { ARRIVAL_PARAMS } from '@/lib/contract/arrival-params';

/**
 * Query parameters no shared address may carry, compared without case: the sign-in callback's
 * (`code`, `session_state`), tokens by any of their usual names, and the hand-over of another
 * platform (`id_token`, `buyer`, `identitytype`), which would sign in or switch whoever opens the
 * link. The page removes them on arrival, but only once its code has loaded.
 */
const credentialParams = new Set<string>([
  'code',
  'session_state',
  'token',
  'access_token',
  'refresh_token',
  'id_token_hint',
  'code_verifier',
  ...ARRIVAL_PARAMS,
]);

/**
 * `state` is the callback's only beside its `code` or `error`; elsewhere it is a list's filter
 * (`?state=Bidding`), which a shared list keeps.
 */
const callbackAnswer = ['code', 'error'];

/** A query string (with or without its `?`) without credentials: `?` and what is kept, or empty. */
export function withoutCredentials(query: string): string {
  const params = new URLSearchParams(query);
  const names = [...params.keys()];
  const callback = names.some((name) => callbackAnswer.includes(name.toLowerCase()));
  for (const name of names) {
    const lower = name.toLowerCase();
    if (credentialParams.has(lower) || (callback && lower === 'state')) params.delete(name);
  }
  const kept = params.toString();
  return kept ? `?${kept}` : '';
}

/**
 * The address to share, print, copy or put in a QR code for the page at `href`: the same page
 * without credentials, in its query, in a hash route's query (`#/page?code=…`) or as user info.
 */
export function shareableAddress(href: string): string {
  const url = new URL(href);
  url.username = '';
  url.password = '';
  url.search = withoutCredentials(url.search);
  const hash = url.hash.slice(1);
  const queryStart = hash.indexOf('?');
  if (queryStart >= 0) {
    const route = hash.slice(0, queryStart);
    const rest = withoutCredentials(hash.slice(queryStart + 1));
    url.hash = `${route}${rest}`;
  } else if (hash.includes('=')) {
    url.hash = withoutCredentials(hash).slice(1);
  }
  return url.href;
}
