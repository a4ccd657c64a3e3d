import { ErrorCode } from './envelope';

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

/** SPEC §8, row by row: what a wrapped answer means. */
export function mapEnvelope<T>(
  envelope: { ErrorCode: number; Message: string | null; Data: T },
  options: { showServerError: boolean },
): EnvelopeOutcome<T> {
  const { ErrorCode: code, Message: message } = envelope;
  switch (code) {
    case ErrorCode.success:
      return { kind: 'data', data: envelope.Data };
    case ErrorCode.message:
      return { kind: 'error', error: new ApiError('serverMessage', message ?? '', {}, code), store: false };
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
      const shown = options.showServerError && message ? message : null;
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
