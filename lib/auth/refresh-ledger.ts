import { createStore, del, get, set } from 'idb-keyval';
import * as z from 'zod/mini';
import { readSession } from '@/lib/session/store';

/**
 * Which refresh token was spent last, kept where every tab reads the same value at once.
 *
 * The refresh lock orders the tabs, but localStorage is copied between a browser's processes
 * after the fact: a tab that takes the lock right after another tab refreshed may still read the
 * spent refresh token, and presenting a rotated token again makes the provider revoke the whole
 * grant. IndexedDB commits through one place, so a committed record is what the next reader sees.
 * Only a SHA-256 of the token is kept: the record outlives the page, and a token must not.
 */
const entrySchema = z.object({ spentHash: z.string() });

const KEY = 'last';

/** Opened per use: refreshes are rare, and a held connection would outlive a test's database. */
function ledger() {
  if (typeof indexedDB === 'undefined') return null;
  return createStore('portal-auth', 'refresh');
}

/** Hex SHA-256 of a refresh token (WebCrypto). */
export async function tokenHash(refreshToken: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(refreshToken));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Records that this refresh token has been redeemed; resolves once the record is committed. */
export async function recordSpent(refreshToken: string): Promise<void> {
  const target = ledger();
  if (!target) return;
  try {
    await set(KEY, { spentHash: await tokenHash(refreshToken) }, target);
  } catch {
    // Without IndexedDB (a locked-down profile) tabs fall back to the lock alone.
  }
}

/** Whether another tab has already redeemed this refresh token. */
export async function wasSpent(refreshToken: string): Promise<boolean> {
  const target = ledger();
  if (!target) return false;
  try {
    const entry = entrySchema.safeParse(await get(KEY, target));
    return entry.success && entry.data.spentHash === (await tokenHash(refreshToken));
  } catch {
    return false;
  }
}

/** Sign-out forgets the ledger; resolves once the removal is committed (or cannot be made). */
export async function clearLedger(): Promise<void> {
  const target = ledger();
  if (!target) return;
  try {
    await del(KEY, target);
  } catch {
    // Nothing kept, or nothing reachable: either way no token is left behind (only a hash ever was).
  }
}

/**
 * Waits until this tab's copy of the session shows tokens newer than the spent one: the other
 * tab's write is on its way. Resolves false when it has not arrived in time.
 */
export function awaitSuccessor(spent: string, timeoutMs = 3000): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => {
      const current = readSession().auth?.refreshToken;
      if (current !== spent) return resolve(Boolean(current));
      if (Date.now() - started >= timeoutMs) return resolve(false);
      setTimeout(check, 20);
    };
    check();
  });
}
