import type { SessionState } from './schema';

/**
 * The session of a visitor nobody signed in: what the schema makes of `{}` (a unit test holds the
 * two equal), written out so that pages read it without loading the schema.
 */
export const emptySession: SessionState = Object.freeze({
  auth: null,
  user: null,
  identity: null,
  oauth2_attempts: {},
});
