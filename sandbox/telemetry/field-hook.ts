import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database';
import { sendJson } from '../http/respond';
import { fieldRows } from './store';
import { summarizeField } from './summary';

/**
 * The test hook over the stored field reports (`npm run field` reads the database file; a test's
 * sandbox keeps its database in memory): `GET ?since=MS` gives the summary, `&scope=ID` of one
 * test's reports only (its `x-sandbox-scope`), `&rows=1` the stored rows as they are; `DELETE`
 * forgets them all.
 */
export const fieldHookPath = '/__sandbox/field';

export function createFieldHook(db: Database) {
  return function handleField(req: IncomingMessage, res: ServerResponse, url: URL): void {
    if (req.method === 'DELETE') {
      db.prepare('DELETE FROM field_reports').run();
      return sendJson(res, 200, {});
    }
    const since = Number(url.searchParams.get('since') ?? 0) || 0;
    const rows = fieldRows(db, since, url.searchParams.get('scope'));
    sendJson(res, 200, url.searchParams.get('rows') === '1' ? { rows } : summarizeField(rows, since));
  };
}
