import type { Database } from '../db/database';

/**
 * The provider's own records beside oidc-provider's (hand-overs spent, sign-outs, confirmation
 * values): one row per model and id in its payload table, so they expire and survive a restart
 * like its sessions.
 */
export function keepPayload(
  db: Database,
  model: string,
  id: string,
  payload: unknown,
  keepForSeconds: number,
) {
  db.prepare(
    `INSERT INTO oidc_payloads (model, id, payload, expires_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, expires_at = excluded.expires_at`,
  ).run(model, id, JSON.stringify(payload), Date.now() + keepForSeconds * 1000);
}
