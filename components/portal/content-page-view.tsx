'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { getContentPage } from '@/lib/api/content-pages';
import { usePortalCall } from '@/lib/api/use-portal-call';
import { useSite } from '@/lib/site/site-context';
import { ArticleBody } from './article-body';
import { LoadState } from './load-state';

/** `ylHead?id=`: a footer content page of recycle or solid waste. */
export function ContentPageView() {
  const t = useTranslations('portal');
  const site = useSite();
  const id = Number.parseInt(useSearchParams().get('id') ?? '', 10);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isLoading, mutate } = usePortalCall(
    getContentPage,
    valid ? { PlatformId: site.PlatformId, PageId: id } : null,
  );
  if (!valid)
    return (
      <p role="alert" className="py-16 text-center text-muted">
        {t('missingId')}
      </p>
    );
  if (!data)
    return <LoadState isLoading={isLoading} error={error} empty={false} onRetry={() => void mutate()} />;
  return <ArticleBody title={data.Title} time={data.UpdateTime} html={data.Html} />;
}
