import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import { keepPayload } from './kept-payloads';

/**
 * What the provider remembers about hand-overs, in its own table of payloads (so it survives a
 * restart like its sessions): tokens already spent, and when each account last signed out.
 */
export type HandOverLedger = {
  /**
   * True the first time a token is presented, in any spelling; false for every later presentation.
   * `keepUntil` (epoch ms, from the token's own `iat`) only lets the start-up's clean-up drop it.
   */
  spend(token: string, keepUntil: number): boolean;
  /**
   * True when a spent token is still remembered and belongs to this interaction: the first one to
   * ask takes it, and every other is refused.
   */
  bind(token: string, interactionUid: string): boolean;
  /** Records that an account's session ended now. */
  endSession(accountId: string, keepForSeconds: number): void;
  /** Epoch seconds of the account's last recorded sign-out, if one is still remembered. */
  sessionEndedAt(accountId: string): number | null;
};

const spentModel = 'HandOverSpent';
const endedModel = 'HandOverSessionEnded';

/**
 * What identifies a verified JWS: its signature's bytes. The text is no key: a base64url decoder
 * drops the bits past the last whole byte, so the signature's last character has up to 16
 * spellings that all verify. The signed parts cannot be re-spelled (their text is what is signed).
 * A hash, not the token: the ledger must not become a store of usable credentials.
 */
function spentKey(token: string): string {
  const signature = Buffer.from(token.split('.')[2] ?? '', 'base64url');
  return createHash('sha256').update(signature).digest('base64url');
}

export function sqliteHandOverLedger(db: Database): HandOverLedger {
  const live = (model: string, id: string) =>
    db
      .prepare(
        'SELECT payload FROM oidc_payloads WHERE model = ? AND id = ? AND (expires_at IS NULL OR expires_at > ?)',
      )
      .get(model, id, Date.now()) as { payload: string } | undefined;
  return {
    spend(token, keepUntil) {
      // A spent token stays spent whatever clock the request runs on: a test's scoped clock moves
      // Date.now (not the time the token's checks read), and an expiry read against it could
      // reopen the token for every other request. Only the start-up's clean-up, on the real
      // clock, drops the row, once the token is too old to pass anyway.
      const inserted = db
        .prepare('INSERT OR IGNORE INTO oidc_payloads (model, id, payload, expires_at) VALUES (?, ?, ?, ?)')
        .run(spentModel, spentKey(token), '{}', keepUntil);
      return inserted.changes === 1;
    },
    bind(token, interactionUid) {
      const id = spentKey(token);
      const row = db
        .prepare('SELECT payload FROM oidc_payloads WHERE model = ? AND id = ?')
        .get(spentModel, id) as { payload: string } | undefined;
      if (!row) return false;
      const bound = (JSON.parse(row.payload) as { interaction?: unknown }).interaction;
      if (bound !== undefined) return bound === interactionUid;
      // Only a row nobody bound yet is updated: of two interactions racing, one wins.
      const taken = db
        .prepare("UPDATE oidc_payloads SET payload = ? WHERE model = ? AND id = ? AND payload = '{}'")
        .run(JSON.stringify({ interaction: interactionUid }), spentModel, id);
      return taken.changes === 1;
    },
    endSession(accountId, keepForSeconds) {
      keepPayload(db, endedModel, accountId, { at: Math.floor(Date.now() / 1000) }, keepForSeconds);
    },
    sessionEndedAt(accountId) {
      const row = live(endedModel, accountId);
      if (!row) return null;
      const at = (JSON.parse(row.payload) as { at?: unknown }).at;
      return typeof at === 'number' ? at : null;
    },
  };
}
