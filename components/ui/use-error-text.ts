'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { ApiError } from '@/lib/api/errors';

/** The Chinese text of a failed call: the server's message or the catalogue's (SPEC §8). */
export function useErrorText() {
  const t = useTranslations('api.errors');
  const ui = useTranslations('ui');
  return (error: unknown): string => {
    if (!(error instanceof ApiError)) return ui('error');
    if (error.key === 'serverMessage') return error.serverMessage || ui('error');
    // A catalogue text missing its value still reads as a sentence, never as `{status}`.
    return t(error.key, { status: '', ...error.values });
  };
}
