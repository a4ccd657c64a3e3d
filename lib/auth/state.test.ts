import { describe, expect, it } from 'vitest';
import { decodeState, encodeState } from './state';

describe('sign-in state (SPEC §7)', () => {
  it('encodes the host and the redirect and reads them back', () => {
    const state = encodeState({ host: 'portal.example:3000', redirect: '/client/buyerweb/list/?a=1&b=中' });
    expect(state).toMatch(/^[A-Za-z0-9_-]+$/);
    const decoded = decodeState(state);
    expect(decoded?.host).toBe('portal.example:3000');
    expect(decoded?.redirect).toBe('/client/buyerweb/list/?a=1&b=中');
    expect(decoded?.nonce).toMatch(/^[0-9a-f]{32}$/);
  });

  it('carries a fresh nonce each time, so two states never match', () => {
    const input = { host: 'h', redirect: '' };
    expect(encodeState(input)).not.toBe(encodeState(input));
  });

  it('reads anything that is not a state of ours as null', () => {
    expect(decodeState('not-a-state')).toBeNull();
    expect(decodeState('')).toBeNull();
    expect(decodeState(btoa(JSON.stringify({ host: 'h' })))).toBeNull();
  });
});
