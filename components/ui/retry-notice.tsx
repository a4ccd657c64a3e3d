'use client';

import type { CSSProperties, ReactNode } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';

/**
 * A part whose data did not come: why, in Chinese, and 重试, in the space the part would take.
 * `button` is the 重试's look: a link in running text, or an outlined button in a block of its own.
 */
export function RetryNotice({
  message,
  onRetry,
  testId,
  className = '',
  style,
  button = 'link',
}: {
  message: ReactNode;
  onRetry: () => void;
  testId: string;
  className?: string;
  style?: CSSProperties;
  button?: 'link' | 'outlined';
}) {
  const t = useTranslations('ui');
  const look =
    button === 'link'
      ? 'mt-3 text-primary hover:underline'
      : 'rounded border border-primary px-4 py-1 text-primary hover:bg-primary hover:text-white';
  return (
    <div role="alert" className={`text-center text-muted ${className}`} style={style} data-testid={testId}>
      <p>{message}</p>
      <button type="button" onClick={onRetry} className={look}>
        {t('retry')}
      </button>
    </div>
  );
}
