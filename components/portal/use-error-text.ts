'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { ApiError } from '@/lib/api/errors';

/** The Chinese text of a failed call: the server's message or the catalogue's (SPEC §8). */
export function useErrorText() {
  const t = useTranslations('api.errors');
  const tPortal = useTranslations('portal');
  return (error: unknown): string => {
    if (!(error instanceof ApiError)) return tPortal('error');
    if (error.key === 'serverMessage') return error.serverMessage || tPortal('error');
    return t(error.key, error.values as Record<string, string>);
  };
}
