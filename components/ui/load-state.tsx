'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { LazySlowAnswer as SlowAnswer } from './lazy-slow-answer';
import { RetryNotice } from './retry-notice';
import { useErrorText } from './use-error-text';
import { useSlow } from './use-slow';

/** What a data hook answers (SWR's shape), whichever hook read it. */
export type LoadQuery<T> = {
  data: T | undefined;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
};

/**
 * `page`: a portal area (tall, 重新加载, test ids the browser tests find); `panel`: inside a
 * user-centre page (加载失败：reason 重试 on one line).
 */
export type LoadLook = 'page' | 'panel';

type Props<T> = {
  query: LoadQuery<T>;
  look?: LoadLook;
  /** When the answer counts as nothing to show: the look's 暂无数据 replaces the children. */
  isEmpty?: (data: T) => boolean;
  children?: (data: T) => ReactNode;
};

/**
 * Loading, failure with a retry, empty, or the data: never a blank area. A load that takes longer
 * than `SLOW_AFTER_MS` says the network is slow and offers 重试 and 返回.
 */
export function LoadState<T>({ query, look = 'page', isEmpty, children }: Props<T>) {
  const t = useTranslations('ui');
  const errorText = useErrorText();
  const page = look === 'page';
  const [attempt, setAttempt] = useState(0);
  const loading = query.isLoading || (query.data === undefined && !query.error);
  const slow = useSlow(loading, attempt);
  const retry = () => {
    setAttempt((count) => count + 1);
    void query.mutate();
  };
  // A retry shows as loading again, so the click visibly does something.
  if (loading) {
    return (
      <div className={page ? 'py-16' : 'py-8'}>
        {page ? (
          <p role="status" className="text-center text-muted" data-testid="portal-loading">
            {t('loading')}
          </p>
        ) : (
          <p className="text-center text-muted">{t('loading')}</p>
        )}
        {slow ? <SlowAnswer onRetry={retry} /> : null}
      </div>
    );
  }
  if (query.error || query.data === undefined) {
    return page ? (
      <RetryNotice message={errorText(query.error)} onRetry={retry} testId="portal-error" className="py-16" />
    ) : (
      <p className="py-8 text-center text-muted" role="alert">
        {t('loadFailed', { message: errorText(query.error) })}{' '}
        <button type="button" className="text-primary" onClick={retry}>
          {t('retry')}
        </button>
      </p>
    );
  }
  if (isEmpty?.(query.data)) {
    return (
      <p className={`${page ? 'py-16' : 'py-8'} text-center text-muted`} data-testid="portal-empty">
        {t('empty')}
      </p>
    );
  }
  return <>{children?.(query.data)}</>;
}
