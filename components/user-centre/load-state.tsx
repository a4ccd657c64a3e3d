'use client';

import type { ReactNode } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { apiErrorText } from '@/lib/api/error-text';

type Props<T> = {
  state: { data?: T; error?: unknown; isLoading: boolean; mutate: () => unknown };
  children: (data: T) => ReactNode;
};

/** Loading, failure (with retry) or the data: never a blank area. */
export function LoadState<T>({ state, children }: Props<T>) {
  const t = useTranslations('userCentre.layout');
  const apiErrors = useTranslations('api.errors');
  const describe = (error: unknown) => apiErrorText(error, apiErrors) ?? '';
  if (state.error) {
    return (
      <p className="py-8 text-center text-muted" role="alert">
        {t('loadFailed', { message: describe(state.error) })}{' '}
        <button type="button" className="text-primary" onClick={() => void state.mutate()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  if (state.data === undefined) return <p className="py-8 text-center text-muted">{t('loading')}</p>;
  return <>{children(state.data)}</>;
}
