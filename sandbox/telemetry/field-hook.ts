import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database';
import { sendJson } from '../http/respond';
import { fieldRows } from './store';
import { summarizeField } from './summary';

/**
 * The test hook over the stored field reports (`npm run field` reads the database file; a test's
 * sandbox keeps its database in memory): `GET ?since=MS` gives the summary, `&reports=1,2` that of
 * those reports only (a test finds its own by a marker it threw: parallel tests share the
 * sandbox, and a report sent as a page is left carries none of the test's headers), `&rows=1` the
 * stored rows as they are; `DELETE` forgets them all.
 */
export const fieldHookPath = '/__sandbox/field';

export function createFieldHook(db: Database) {
  return function handleField(req: IncomingMessage, res: ServerResponse, url: URL): void {
    if (req.method === 'DELETE') {
      db.prepare('DELETE FROM field_reports').run();
      return sendJson(res, 200, {});
    }
    const since = Number(url.searchParams.get('since') ?? 0) || 0;
    const reports = url.searchParams.get('reports')?.split(',').map(Number);
    const rows = fieldRows(db, since).filter((row) => !reports || reports.includes(row.report));
    sendJson(res, 200, url.searchParams.get('rows') === '1' ? { rows } : summarizeField(rows, since));
  };
}
