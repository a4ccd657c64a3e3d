import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import type { Database } from './database';
import { runSeeds } from './seed';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const migrationName = /^(\d{3})-[a-z0-9-]+\.sql$/;

/** Applies the numbered `migrations/NNN-name.sql` files not yet applied, each in a transaction. */
export function migrate(db: Database) {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => (row as { version: number }).version),
  );
  const files = readdirSync(migrationsDir)
    .filter((file) => migrationName.test(file))
    .sort();
  for (const file of files) {
    const version = Number(migrationName.exec(file)![1]);
    if (applied.has(version)) continue;
    const sql = readFileSync(path.join(migrationsDir, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        version,
        file,
        new Date().toISOString(),
      );
    })();
  }
}

/**
 * A throw-away database with the schema and none of the demo data: for tests of one table's
 * logic (the provider's storage, the hand-over ledger), which need no seed and should not pay for one.
 */
export function schemaOnlyDatabase(): Database {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

/**
 * Opens (creating if needed) the sandbox database, brings its schema up to date and seeds the
 * resources not seeded yet. `:memory:` gives a throw-away database.
 */
export function openDatabase(file: string): Database {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  runSeeds(db);
  return db;
}
