import { randomHex, toBase64Url } from './pkce';

/**
 * The OAuth state (SPEC §7): an encoded combination of the host and the redirect, plus a random
 * nonce so that it cannot be guessed. It is compared as a whole string on return; its nonce is
 * also the OpenID `nonce` of the authorize request, which the id_token must carry back. Nothing
 * reads it apart: the callback compares the whole string with the one it stored.
 */
export type SignInState = { host: string; redirect: string; nonce: string };

export function encodeState(
  input: { host: string; redirect: string },
  nonce: string = randomHex(16),
): string {
  const json = JSON.stringify({ host: input.host, redirect: input.redirect, nonce });
  return toBase64Url(new TextEncoder().encode(json));
}
