import type { SignInStepName } from './field-events';
import type { RecordValues } from './report';

/**
 * The error codes of RFC 6749 §5.2 a token endpoint answers with. Only these are reported by name:
 * the `error` of an answer is the provider's text, and anything else it says becomes `oauthError`.
 */
const oauthErrors = new Set([
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'server_error',
  'temporarily_unavailable',
]);

/** The client's reasons (lib/api/errors.ts `ApiErrorKey`): a word of letters, nothing the server wrote. */
const REASON = /^[A-Za-z]{1,40}$/;

type Thrown = {
  name?: unknown;
  /** TokenError (lib/auth/token.ts): the HTTP status, 0 when no answer came, and the OAuth code. */
  status?: unknown;
  error?: unknown;
  /** IdTokenError (lib/auth/id-token.ts): `metadata` when the provider's keys could not be read. */
  failure?: unknown;
  /** ApiError (lib/api/errors.ts). */
  key?: unknown;
  values?: { status?: unknown };
  errorCode?: unknown;
};

const httpStatus = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599 ? value : undefined;

/**
 * What a failed sign-in's record says: the step, the kind of failure and the HTTP status or
 * ErrorCode. Errors are read by shape (importing their classes would bring the sign-in's code and
 * schemas into the reporting chunk) and only into closed words and numbers: never a message, and
 * so never a code, token, account or anything the provider or the API wrote.
 */
export function signInFailureValues(step: SignInStepName, error: unknown): RecordValues {
  const thrown = (typeof error === 'object' && error !== null ? error : {}) as Thrown;
  const values: RecordValues = { 'call.name': step, 'call.outcome': 'unknown' };
  if (thrown.name === 'TokenError') {
    const status = httpStatus(thrown.status);
    values['call.http_status'] = status;
    values['call.outcome'] =
      status === undefined
        ? 'network'
        : thrown.error === 'invalid_response'
          ? 'invalidAnswer'
          : typeof thrown.error === 'string'
            ? oauthErrors.has(thrown.error)
              ? thrown.error
              : 'oauthError'
            : 'serverStatus';
  } else if (thrown.name === 'IdTokenError') {
    values['call.outcome'] = thrown.failure === 'metadata' ? 'providerUnreadable' : 'idTokenRefused';
  } else if (thrown.name === 'ApiError' && typeof thrown.key === 'string' && REASON.test(thrown.key)) {
    values['call.outcome'] = thrown.key;
    values['call.http_status'] = httpStatus(thrown.values?.status);
    values['call.error_code'] = Number.isInteger(thrown.errorCode) ? (thrown.errorCode as number) : undefined;
  }
  return values;
}
