import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { openDatabase } from './open';
import { runSeeds } from './seed';
import { demoAccounts } from './seed/demo-accounts';
import { checkLogin } from './accounts';

function dump(db: Database): string {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('schema_migrations', 'seeded_resources') AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all() as { name: string }[];
  return JSON.stringify(
    tables.map(({ name }) => [name, db.prepare(`SELECT * FROM ${name} ORDER BY 1, 2`).all()]),
  );
}

describe('the sandbox database', () => {
  // One seeded database for the checks that read it (seeding is the costly part); the first test
  // seeds its own two.
  let db: Database;
  beforeAll(() => {
    db = openDatabase(':memory:');
  });

  it('is seeded identically on every fresh start', () => {
    const first = openDatabase(':memory:');
    const second = openDatabase(':memory:');
    expect(dump(first)).toBe(dump(second));
    expect(first.prepare('SELECT count(*) AS n FROM users').get()).toEqual({ n: demoAccounts.length });
    // Two full seeds take about 2 s alone; on a busy two-core runner the default 5 s is too tight.
  }, 20_000);

  it('applies every numbered migration once', () => {
    const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as {
      version: number;
    }[];
    const files = readdirSync(path.join(__dirname, 'migrations'))
      .map((file) => Number(file.split('-')[0]))
      .sort((a, b) => a - b);
    expect(versions.map((row) => row.version)).toEqual(files);
  });

  it('seeds a module added later into an existing database, and only once', () => {
    db.exec('CREATE TABLE extra (n INTEGER)');
    const extraSeed = {
      name: 'extra',
      seed: (target: Database) => void target.exec('INSERT INTO extra VALUES (1)'),
    };
    runSeeds(db, [extraSeed]);
    runSeeds(db, [extraSeed]);
    expect(db.prepare('SELECT count(*) AS n FROM extra').get()).toEqual({ n: 1 });
  });

  it('lets every enabled demo account sign in with the demo password, and refuses the disabled one', () => {
    for (const demo of demoAccounts) {
      const result = checkLogin(db, demo.account, 'Demo@1234');
      expect(result.ok ? 'ok' : result.reason).toBe(demo.disabled ? 'disabled' : 'ok');
    }
    expect(checkLogin(db, 'buyer', 'wrong')).toEqual({ ok: false, reason: 'wrongCredentials' });
  });
});
