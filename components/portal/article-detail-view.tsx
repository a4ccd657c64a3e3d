'use client';

import { useTranslations } from 'next-intl';
import { getArticleDetail } from '@/lib/api/articles';
import { usePortalCall } from '@/lib/api/use-portal-call';
import { useSite } from '@/lib/site/site-context';
import { ArticleBody } from './article-body';
import { LoadState } from './load-state';

/** One article by id. */
export function ArticleDetailView({ id }: { id: string | null }) {
  const t = useTranslations('portal');
  const site = useSite();
  const { data, error, isLoading, mutate } = usePortalCall(
    getArticleDetail,
    id ? { PlatformId: site.PlatformId, ArticleId: id } : null,
  );
  if (!id)
    return (
      <p role="alert" className="py-16 text-center text-muted">
        {t('missingId')}
      </p>
    );
  if (!data)
    return <LoadState isLoading={isLoading} error={error} empty={false} onRetry={() => void mutate()} />;
  return (
    <ArticleBody
      title={data.Title}
      time={data.PublishTime}
      source={data.Source}
      html={data.Html}
      attachments={data.Attachments}
    />
  );
}
