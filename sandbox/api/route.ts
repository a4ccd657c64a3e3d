import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';
import type { Database } from '../db/database';
import type { Account } from '../db/accounts';
import type { CallAuth } from '@/lib/contract/call';
import { callPath, type CallBase } from './paths';

/**
 * Who may call a route, as the contract declares it: `required` answers 401 without a valid bearer
 * token, `optional` gives the account when a valid token is present, `none` ignores the header.
 */
export type AuthMode = CallAuth;

export type RouteContext<Body, Query> = {
  req: IncomingMessage;
  url: URL;
  body: Body;
  query: Query;
  db: Database;
  /** The signed-in account (null unless auth is `required`, or `optional` with a token). */
  account: Account | null;
  /** The SPEC §7 request headers, as sent. */
  headers: {
    platformId: string | null;
    webBusinessType: string | null;
    currentMemberId: string | null;
    tradingOrgId: string | null;
  };
};

export type Route<
  Data extends z.core.$ZodType = z.core.$ZodType,
  Body extends z.core.$ZodType = z.core.$ZodType,
  Query extends z.core.$ZodType = z.core.$ZodType,
> = {
  method: 'GET' | 'POST';
  /** Full path on the sandbox origin, matched case-insensitively like the ASP.NET original. */
  path: string;
  auth: AuthMode;
  /** Request body schema; without it any (or no) JSON body is accepted and ignored. */
  body?: Body;
  /** Query-string schema over the parameters as strings. */
  query?: Query;
  /** Schema of the answer's Data: always one imported from lib/api, so client and sandbox agree. */
  data: Data;
  handle(ctx: RouteContext<z.output<Body>, z.output<Query>>): z.input<Data> | Promise<z.input<Data>>;
};

/** What a route needs of a call declared in lib/contract: where it goes and what it answers. */
export type CallDeclaration<
  Data extends z.core.$ZodType = z.core.$ZodType,
  Request extends z.core.$ZodType = z.core.$ZodType,
> = {
  base: CallBase;
  path: string;
  /** POST unless the declaration says otherwise. */
  method?: 'GET' | 'POST';
  /** The request body the call declares; a route checks every body against it. */
  request?: Request;
  data: Data;
  /** Who may make the call: the contract declares it, the route follows. */
  auth: AuthMode;
};

/**
 * The route that answers a declared call: its path, method, body and answer schemas come from the
 * declaration, who may call it too, so a route states only how it answers. `body` stands in for a
 * declaration that names no request schema of its own.
 */
export function callRoute<
  Data extends z.core.$ZodType,
  Request extends z.core.$ZodType = z.core.$ZodType,
  Body extends z.core.$ZodType = Request,
  Query extends z.core.$ZodType = z.core.$ZodType,
>(
  call: CallDeclaration<Data, Request>,
  options: {
    body?: Body;
    query?: Query;
    handle: Route<Data, Body, Query>['handle'];
  },
): Route {
  const route: Route<Data, Body, Query> = {
    method: call.method ?? 'POST',
    path: callPath(call),
    auth: call.auth,
    body: options.body ?? (call.request as Body | undefined),
    query: options.query,
    data: call.data,
    handle: options.handle,
  };
  // The route table holds routes of every schema; each handle was checked against its own above.
  return route as unknown as Route;
}
