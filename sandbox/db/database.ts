import type BetterSqlite3 from 'better-sqlite3';

/** The sandbox's SQLite handle: what every store and seed module takes (opened by `open.ts`). */
export type Database = BetterSqlite3.Database;
