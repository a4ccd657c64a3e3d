import * as z from 'zod/mini';
import { randomHex, toBase64Url } from './pkce';

/**
 * The OAuth state (SPEC §7): an encoded combination of the host and the redirect, plus a random
 * nonce so that it cannot be guessed. It is compared as a whole string on return; its nonce is
 * also the OpenID `nonce` of the authorize request, which the id_token must carry back.
 */
const stateSchema = z.object({
  host: z.string(),
  redirect: z.string(),
  nonce: z.string().check(z.minLength(16)),
});
export type SignInState = z.infer<typeof stateSchema>;

export function encodeState(
  input: { host: string; redirect: string },
  nonce: string = randomHex(16),
): string {
  const json = JSON.stringify({ host: input.host, redirect: input.redirect, nonce });
  return toBase64Url(new TextEncoder().encode(json));
}

export function decodeState(value: string): SignInState | null {
  try {
    const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const parsed = stateSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
