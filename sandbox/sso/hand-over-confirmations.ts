import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database';
import { keepPayload } from './kept-payloads';

/**
 * The provider's own CSRF value for a hand-over's confirmation page: random, bound to one
 * interaction (its uid, whose page only the browser holding that interaction's cookie can open),
 * and good for one answer. Kept beside the provider's payloads, as a hash.
 */
export type HandOverConfirmations = {
  /** A new value for this interaction's page, replacing any earlier one. */
  issue(interactionUid: string, keepForSeconds: number): string;
  /** True once, for the value last issued to this interaction; compared in constant time. */
  take(interactionUid: string, value: unknown): boolean;
};

const model = 'HandOverConfirmation';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function sqliteHandOverConfirmations(db: Database): HandOverConfirmations {
  return {
    issue(interactionUid, keepForSeconds) {
      const value = randomBytes(32).toString('base64url');
      keepPayload(db, model, interactionUid, { hash: digest(value).toString('base64url') }, keepForSeconds);
      return value;
    },
    take(interactionUid, value) {
      if (typeof value !== 'string' || value === '') return false;
      const row = db
        .prepare('SELECT payload FROM oidc_payloads WHERE model = ? AND id = ? AND expires_at > ?')
        .get(model, interactionUid, Date.now()) as { payload: string } | undefined;
      if (!row) return false;
      const stored = (JSON.parse(row.payload) as { hash?: unknown }).hash;
      const expected = typeof stored === 'string' ? Buffer.from(stored, 'base64url') : null;
      const presented = digest(value);
      // Digests of equal length: the comparison takes the same time whatever was sent.
      if (!expected || expected.length !== presented.length || !timingSafeEqual(expected, presented))
        return false;
      db.prepare('DELETE FROM oidc_payloads WHERE model = ? AND id = ?').run(model, interactionUid);
      return true;
    },
  };
}
