import type { Database } from '../database';
import type { Prng } from '../../prng';

export type SeedContext = {
  /** Generator of this module alone: adding a module never changes another module's data. */
  rng: Prng;
  /** The "now" of the seed data (seed/clock.ts): when the database was seeded, unless pinned. */
  clock: Date;
};

/** One resource's seed: `seed` runs once per database, inside a transaction. */
export type SeedModule = { name: string; seed(db: Database, ctx: SeedContext): void };

type Cell = string | number | null;

/** A seed that is a fixed set of rows of one table: the rows are data, the insert is written once. */
export function rowsSeed(name: string, table: string, columns: string[], rows: Cell[][]): SeedModule {
  return {
    name,
    seed(db) {
      const insert = db.prepare(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      );
      for (const row of rows) insert.run(...row);
    },
  };
}
