'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { useErrorText } from '@/components/ui/use-error-text';

/** A block whose call failed: the reason in Chinese and 重试, in the space the rows would take. */
export function HomeFailure({
  error,
  onRetry,
  minHeight,
}: {
  error: unknown;
  onRetry: () => void;
  minHeight: number;
}) {
  const t = useTranslations('portal.home');
  const errorText = useErrorText();
  return (
    <div
      role="alert"
      className="flex flex-col items-center justify-center gap-3 text-center text-muted"
      style={{ minHeight }}
      data-testid="home-error"
    >
      <p>
        {t('loadFailed')}
        {errorText(error)}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded border border-primary px-4 py-1 text-primary hover:bg-primary hover:text-white"
      >
        {t('retry')}
      </button>
    </div>
  );
}
