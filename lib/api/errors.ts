import { ErrorCode } from '@/lib/contract/error-codes';

/**
 * Keys under `api.errors` in messages/zh-CN.json. The client rejects with an ApiError that names
 * its message key; the UI translates it, so no visible text lives in lib/.
 */
export type ApiErrorKey =
  | 'serverMessage'
  | 'wrongCredentials'
  | 'userDisabled'
  | 'captchaRequired'
  | 'defaultError'
  | 'serverStatus'
  | 'timeout'
  | 'network'
  | 'invalidAnswer'
  | 'sessionExpired'
  | 'loginRequired';

export class ApiError extends Error {
  constructor(
    readonly key: ApiErrorKey,
    /** The server's own message (ErrorCode 1, or others when the tenant shows server errors). */
    readonly serverMessage: string | null = null,
    readonly values: Record<string, string | number> = {},
    readonly errorCode: number | null = null,
  ) {
    super(serverMessage ?? key);
    this.name = 'ApiError';
  }
}

export type EnvelopeOutcome<T> =
  { kind: 'data'; data: T } | { kind: 'refresh' } | { kind: 'error'; error: ApiError; store: boolean };

const chinese = /[\u4e00-\u9fff]/;
/** Marks of text written for developers: exception names, stack frames, SQL, .NET namespaces. */
const technical =
  /exception|stack ?trace|\bat [\w.$<>]+\(|object reference|null reference|\bsql\b|\bselect\b.+\bfrom\b|System\.|Microsoft\.|\bline \d+/i;

/**
 * Whether a server Message may be shown to a user: Chinese sentences meant for people, short
 * enough for a toast. "Object reference not set to an instance of an object." or an
 * "SqlException …" is not; it stays on the console.
 */
export function isUserText(message: string | null | undefined): message is string {
  if (!message) return false;
  const trimmed = message.trim();
  return trimmed.length > 0 && trimmed.length <= 200 && chinese.test(trimmed) && !technical.test(trimmed);
}

/** SPEC §8, row by row: what a wrapped answer means. */
export function mapEnvelope<T>(
  envelope: { ErrorCode: number; Message: string | null; Data: T },
  options: { showServerError: boolean },
): EnvelopeOutcome<T> {
  const { ErrorCode: code, Message: message } = envelope;
  switch (code) {
    case ErrorCode.success:
      return { kind: 'data', data: envelope.Data };
    case ErrorCode.message: {
      // "show server Message", but only what was written for users; the rest reads as the default.
      const error = isUserText(message)
        ? new ApiError('serverMessage', message.trim(), {}, code)
        : new ApiError('defaultError', null, {}, code);
      return { kind: 'error', error, store: false };
    }
    case ErrorCode.wrongCredentials:
      return { kind: 'error', error: new ApiError('wrongCredentials', null, {}, code), store: false };
    case ErrorCode.userDisabled:
      return { kind: 'error', error: new ApiError('userDisabled', null, {}, code), store: false };
    case ErrorCode.captchaRequired:
    case ErrorCode.captchaRequiredAgain:
      return { kind: 'error', error: new ApiError('captchaRequired', null, {}, code), store: false };
    case ErrorCode.unauthorized:
      return { kind: 'refresh' };
    default: {
      const shown = options.showServerError && isUserText(message) ? message.trim() : null;
      const error = shown
        ? new ApiError('serverMessage', shown, {}, code)
        : new ApiError('defaultError', null, {}, code);
      return { kind: 'error', error, store: true };
    }
  }
}

/** HTTP statuses other than 200 (SPEC §8): 401 refreshes, the rest are '服务器异常:{status}'. */
export function mapHttpStatus(status: number): { kind: 'refresh' } | { kind: 'error'; error: ApiError } {
  if (status === 401) return { kind: 'refresh' };
  return { kind: 'error', error: new ApiError('serverStatus', null, { status }) };
}
