'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';

type Props<T> = {
  state: { data?: T; error?: unknown; isLoading: boolean; mutate: () => unknown };
  children: (data: T) => ReactNode;
};

/** Loading, failure (with retry) or the data: never a blank area. */
export function LoadState<T>({ state, children }: Props<T>) {
  const t = useTranslations('userCentre.layout');
  if (state.error) {
    return (
      <p className="py-8 text-center text-muted" role="alert">
        {t('loadFailed', { message: state.error instanceof Error ? state.error.message : '' })}{' '}
        <button type="button" className="text-primary" onClick={() => void state.mutate()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  if (state.data === undefined) return <p className="py-8 text-center text-muted">{t('loading')}</p>;
  return <>{children(state.data)}</>;
}
