import { listAccounts } from '../accounts';
import { writeUserMenu } from '../menus';
import type { SeedModule } from './module';

export const menusSeed: SeedModule = {
  name: 'menus',
  seed(db, { rng }) {
    for (const account of listAccounts(db)) writeUserMenu(db, account.id, () => rng.uuid());
  },
};
