import { rmSync } from 'node:fs';
import { ConfigError, readConfig } from './config';
import { openDatabase } from './db/open';
import { listAccounts } from './db/accounts';

/** `npm run sandbox:reset`: deletes the sandbox database and creates it again, seeded. */
try {
  const { dbPath } = readConfig();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
  const db = openDatabase(dbPath);
  const accounts = listAccounts(db).length;
  db.close();
  console.log(`sandbox database reset: ${dbPath} (${accounts} accounts seeded)`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `sandbox reset failed: ${String(error)}`);
  process.exit(1);
}
