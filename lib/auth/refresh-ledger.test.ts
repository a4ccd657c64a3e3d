import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { createStore, entries } from 'idb-keyval';
import { clearLedger, recordSpent, tokenHash, wasSpent } from './refresh-ledger';

const RAW = 'rt-8f1c2a-raw-refresh-token';

/** Everything the ledger's database holds, as text. */
async function stored(): Promise<string> {
  return JSON.stringify(await entries(createStore('portal-auth', 'refresh')));
}

beforeEach(() => vi.stubGlobal('indexedDB', new IDBFactory()));
afterEach(() => vi.unstubAllGlobals());

describe('refresh ledger', () => {
  it('keeps only a SHA-256 of the spent token, never the token', async () => {
    await recordSpent(RAW);
    const text = await stored();
    expect(text).not.toContain(RAW);
    expect(text).toContain(await tokenHash(RAW));
    expect(await tokenHash(RAW)).toMatch(/^[0-9a-f]{64}$/);
    expect(await wasSpent(RAW)).toBe(true);
    expect(await wasSpent('another-token')).toBe(false);
  });

  it('is empty after sign-out', async () => {
    await recordSpent(RAW);
    await clearLedger();
    expect(await stored()).toBe('[]');
    expect(await wasSpent(RAW)).toBe(false);
  });

  it('ignores a record of the old shape (a raw token kept by an earlier version)', async () => {
    const { set } = await import('idb-keyval');
    await set('last', { spent: RAW }, createStore('portal-auth', 'refresh'));
    expect(await wasSpent(RAW)).toBe(false);
  });
});
