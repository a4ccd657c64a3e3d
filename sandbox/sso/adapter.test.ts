import { describe, expect, it } from 'vitest';
import { schemaOnlyDatabase } from '../db/open';
import { purgeExpired, sqliteAdapter } from './adapter';

describe('the provider storage in SQLite', () => {
  it('finds what it stored until it expires, by id, uid and grant, and marks consumption', async () => {
    const db = schemaOnlyDatabase();
    const Adapter = sqliteAdapter(db);
    const codes = new Adapter('AuthorizationCode');
    await codes.upsert('code-1', { grantId: 'g1', uid: 'u1', accountId: 'a' }, 60);
    expect(await codes.find('code-1')).toMatchObject({ accountId: 'a' });
    expect(await codes.findByUid('u1')).toMatchObject({ grantId: 'g1' });
    await codes.consume('code-1');
    expect((await codes.find('code-1'))?.consumed).toBeTypeOf('number');
    expect(await new Adapter('Session').find('code-1')).toBeUndefined();
    await codes.revokeByGrantId('g1');
    expect(await codes.find('code-1')).toBeUndefined();
  });

  it('purges expired entries and keeps live ones', async () => {
    const db = schemaOnlyDatabase();
    const tokens = new (sqliteAdapter(db))('RefreshToken');
    await tokens.upsert('old', { accountId: 'a' }, 1);
    await tokens.upsert('live', { accountId: 'a' }, 3600);
    expect(purgeExpired(db, Date.now() + 2000)).toBe(1);
    expect(await tokens.find('live')).toBeDefined();
  });
});
