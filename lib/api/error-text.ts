import { ApiError, type ApiErrorKey } from './errors';

/** The catalogue's texts under `api.errors` of messages/zh-CN.json, as the UI reads them. */
export type ApiErrorCatalogue = (key: ApiErrorKey, values: Record<string, string | number>) => string;

/**
 * The one reading of a failed call as text (SPEC §8): the server's own message where it may be
 * shown, else the catalogue's. Null when there is nothing to say (not a call's failure), so each
 * place picks its own fallback.
 */
export function apiErrorText(error: unknown, catalogue: ApiErrorCatalogue): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.key === 'serverMessage') return error.serverMessage || null;
  return catalogue(error.key, { status: '', ...error.values });
}
