'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { useErrorText } from './use-error-text';

type Props = { isLoading: boolean; error: unknown; empty: boolean; onRetry?: () => void };

/** The loading, error and empty states of every portal list and detail, in Chinese. */
export function LoadState({ isLoading, error, empty, onRetry }: Props) {
  const t = useTranslations('portal');
  const errorText = useErrorText();
  if (isLoading) {
    return (
      <p role="status" className="py-16 text-center text-muted" data-testid="portal-loading">
        {t('loading')}
      </p>
    );
  }
  if (error) {
    return (
      <div role="alert" className="py-16 text-center text-muted" data-testid="portal-error">
        <p>{errorText(error)}</p>
        {onRetry ? (
          <button type="button" onClick={onRetry} className="mt-3 text-primary hover:underline">
            {t('retry')}
          </button>
        ) : null}
      </div>
    );
  }
  if (empty) {
    return (
      <p className="py-16 text-center text-muted" data-testid="portal-empty">
        {t('empty')}
      </p>
    );
  }
  return null;
}
