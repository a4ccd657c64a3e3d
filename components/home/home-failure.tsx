'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { RetryNotice } from '@/components/ui/retry-notice';
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
    <RetryNotice
      message={`${t('loadFailed')}${errorText(error)}`}
      onRetry={onRetry}
      testId="home-error"
      className="flex flex-col items-center justify-center gap-3"
      style={{ minHeight }}
      button="outlined"
    />
  );
}
