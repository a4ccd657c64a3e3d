import type { IncomingMessage, ServerResponse } from 'node:http';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';

/**
 * Answers a request, or returns false to pass it on to the next row that matches (a fault that is
 * not due, a picture the generator does not draw).
 */
export type Handler = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) => boolean | void | Promise<boolean | void>;

/** One row of a routing table: which requests it takes (`*`: any method) and who answers them. */
export type Row = {
  method: '*' | Method | readonly Method[];
  /** The whole path, or a pattern over it. */
  path: string | RegExp;
  handle: Handler;
};

/** Every path. */
export const anyPath = /^/;

/** The paths under `prefix`, and `prefix` itself without its last slash when `bare` says so. */
export function under(prefix: string, options: { bare?: boolean; ignoreCase?: boolean } = {}): RegExp {
  const escaped = prefix.replace(/\/$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}${options.bare ? '(/|$)' : '/'}`, options.ignoreCase ? 'i' : '');
}

function takes(row: Row, method: string, pathname: string): boolean {
  const methodMatches =
    row.method === '*' ||
    (typeof row.method === 'string' ? row.method === method : row.method.includes(method as Method));
  if (!methodMatches) return false;
  return typeof row.path === 'string' ? row.path === pathname : row.path.test(pathname);
}

/**
 * The one dispatcher: the rows in order, the first that matches and answers wins. Resolves false
 * when no row answered.
 */
export function createDispatcher(rows: readonly Row[]) {
  return async function dispatch(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    for (const row of rows) {
      if (!takes(row, req.method ?? 'GET', url.pathname)) continue;
      if ((await row.handle(req, res, url)) !== false) return true;
    }
    return false;
  };
}
