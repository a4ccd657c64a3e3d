import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { encodeState } from './state';

const stateSchema = z.object({
  host: z.string(),
  redirect: z.string(),
  nonce: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
});

function decoded(state: string) {
  const base64 = state.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  return stateSchema.parse(JSON.parse(json));
}

describe('sign-in state (SPEC §7)', () => {
  it('encodes the host, the redirect and a nonce, in URL-safe base64', () => {
    const state = encodeState({ host: 'portal.example:3000', redirect: '/client/buyerweb/list/?a=1&b=中' });
    expect(state).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decoded(state)).toMatchObject({
      host: 'portal.example:3000',
      redirect: '/client/buyerweb/list/?a=1&b=中',
    });
  });

  it('carries a fresh nonce each time, so two states never match', () => {
    const input = { host: 'h', redirect: '' };
    expect(encodeState(input)).not.toBe(encodeState(input));
    expect(decoded(encodeState(input)).nonce).not.toBe(decoded(encodeState(input)).nonce);
  });
});
