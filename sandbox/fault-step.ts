import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BearerVerifier } from './api/bearer';
import { findAccountById } from './db/accounts';
import type { Database } from './db/database';
import { faultScopeHeader, type Faults } from './faults';

/**
 * Plays a fault a test queued for this request, if one is due (false otherwise, so the request goes
 * on to what it asked for). A fault for one account reads the caller from the bearer token.
 */
export function createFaultStep(faults: Faults, verify: BearerVerifier, db: Database) {
  return async function playDueFault(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    let caller: string | null = null;
    if (faults.needsAccount()) {
      const subject = await verify(req.headers.authorization);
      caller = subject ? (findAccountById(db, subject)?.account ?? null) : null;
    }
    const scope = req.headers[faultScopeHeader];
    const fault = faults.take(
      req.method ?? 'GET',
      url.pathname,
      caller,
      typeof scope === 'string' ? scope : null,
    );
    return fault ? faults.play(req, res, fault) : false;
  };
}
