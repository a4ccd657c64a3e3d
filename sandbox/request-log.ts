import type { IncomingMessage, ServerResponse } from 'node:http';

/** The request headers of SPEC §7, logged for every API call so a developer can see what was sent. */
const specHeaders = [
  'PlatformId',
  'SystemKey',
  'TradingOrgId',
  'WebBusinessType',
  'CurrentMemberId',
  'IdentityId',
];

function describeAuthorization(value: string | undefined): string {
  if (!value) return '-';
  const token = /^Bearer\s+(\S+)$/i.exec(value)?.[1];
  return token ? `Bearer …${token.slice(-8)}` : 'invalid';
}

/** Writes one line per request once it is answered. */
export function logRequest(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  log: (line: string) => void,
) {
  const started = performance.now();
  res.once('finish', () => {
    const headers = specHeaders.map((name) => {
      const value = req.headers[name.toLowerCase()];
      return `${name}=${typeof value === 'string' && value !== '' ? value : '-'}`;
    });
    const cache = req.headers['cache-control'] ?? req.headers.pragma ?? '-';
    const ms = (performance.now() - started).toFixed(0);
    log(
      `[sandbox] ${req.method} ${pathname} ${res.statusCode} ${ms}ms ${headers.join(' ')} Cache=${cache} Authorization=${describeAuthorization(req.headers.authorization)}`,
    );
  });
}
