'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { apiErrorText } from '@/lib/api/error-text';

/** The Chinese text of a failed call: the server's message or the catalogue's (SPEC §8). */
export function useErrorText() {
  const t = useTranslations('api.errors');
  const ui = useTranslations('ui');
  return (error: unknown): string => apiErrorText(error, t) ?? ui('error');
}
