import type { Database } from '../db/database';

/** The paging of a list request: pages count from 1 (the request schema fills the defaults). */
export type PageRequest = { PageIndex: number; PageSize: number };

export type PagedQuery = {
  /** What to select: `*` unless the rows need a join's columns. */
  select?: string;
  /** `FROM … WHERE …` shared by the count and the page, with `@name` parameters. */
  from: string;
  orderBy: string;
  params?: Record<string, unknown>;
};

/**
 * One page of a list answer: `Total` counts every row `from` finds, `Items` holds the rows of the
 * page the request asks for, each mapped to its answer shape.
 */
export function pagedQuery<Row, Item>(
  db: Database,
  request: PageRequest,
  query: PagedQuery,
  item: (row: Row) => Item,
): { Total: number; Items: Item[] } {
  const params = { ...query.params };
  const total = (db.prepare(`SELECT COUNT(*) AS n ${query.from}`).get(params) as { n: number }).n;
  const rows = db
    .prepare(
      `SELECT ${query.select ?? '*'} ${query.from} ORDER BY ${query.orderBy} LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: request.PageSize, offset: (request.PageIndex - 1) * request.PageSize }) as Row[];
  return { Total: total, Items: rows.map(item) };
}

/** A `LIKE` pattern that finds the user's word anywhere, taken literally (use with `ESCAPE '\'`). */
export function likeWord(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
