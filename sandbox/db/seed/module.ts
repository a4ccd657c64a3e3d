import type { Database } from '../database';
import type { Prng } from '../../prng';

export type SeedContext = {
  /** Generator of this module alone: adding a module never changes another module's data. */
  rng: Prng;
  /** The fixed "now" of the seed data, so the database is the same on every machine. */
  clock: Date;
};

/** One resource's seed: `seed` runs once per database, inside a transaction. */
export type SeedModule = { name: string; seed(db: Database, ctx: SeedContext): void };
