import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database';

/**
 * Storage of the OIDC provider in SQLite: sessions, grants, codes and refresh tokens survive a
 * restart of the sandbox, as they would at a real provider.
 */
export function sqliteAdapter(db: Database) {
  return class SqliteAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private read(where: string, value: string): AdapterPayload | undefined {
      const row = db
        .prepare(
          `SELECT payload, expires_at, consumed_at FROM oidc_payloads WHERE model = ? AND ${where} = ?`,
        )
        .get(this.model, value) as
        { payload: string; expires_at: number | null; consumed_at: number | null } | undefined;
      if (!row) return undefined;
      if (row.expires_at !== null && row.expires_at <= Date.now()) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      return row.consumed_at === null ? payload : { ...payload, consumed: row.consumed_at };
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      db.prepare(
        `INSERT INTO oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
      ).run(
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresIn ? Date.now() + expiresIn * 1000 : null,
      );
    }

    async find(id: string) {
      return this.read('id', id);
    }

    async findByUserCode(userCode: string) {
      return this.read('user_code', userCode);
    }

    async findByUid(uid: string) {
      return this.read('uid', uid);
    }

    async consume(id: string) {
      db.prepare('UPDATE oidc_payloads SET consumed_at = ? WHERE model = ? AND id = ?').run(
        Math.floor(Date.now() / 1000),
        this.model,
        id,
      );
    }

    async destroy(id: string) {
      db.prepare('DELETE FROM oidc_payloads WHERE model = ? AND id = ?').run(this.model, id);
    }

    async revokeByGrantId(grantId: string) {
      db.prepare('DELETE FROM oidc_payloads WHERE grant_id = ?').run(grantId);
    }
  };
}

/** Drops expired sessions, codes and tokens, so the table does not grow across restarts. */
export function purgeExpired(db: Database, now = Date.now()): number {
  return db.prepare('DELETE FROM oidc_payloads WHERE expires_at IS NOT NULL AND expires_at <= ?').run(now)
    .changes;
}
