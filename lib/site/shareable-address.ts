import { ARRIVAL_PARAMS } from '@/lib/sign-in/arrival-params';

/**
 * Query parameters no shared address may carry, compared without case: the sign-in callback's
 * (`code`, `state`, `session_state`), tokens by any of their usual names, and the hand-over of
 * another platform (`id_token`, `buyer`, `identitytype`), which would sign in or switch whoever
 * opens the link. The page removes them on arrival, but only once its code has loaded.
 */
const credentialParams = new Set<string>([
  'code',
  'state',
  'session_state',
  'token',
  'access_token',
  'refresh_token',
  'id_token_hint',
  'code_verifier',
  ...ARRIVAL_PARAMS,
]);

function withoutCredentials(query: string): string {
  const params = new URLSearchParams(query);
  for (const name of [...params.keys()]) {
    if (credentialParams.has(name.toLowerCase())) params.delete(name);
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
