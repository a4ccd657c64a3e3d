'use client';

import { useCall } from '@/lib/api/use-call';
import { useSite } from '@/lib/site/site-context';
import { ArticleBody, articleFields } from '@/components/portal/content/article-body';
import { DetailState } from '@/components/ui/detail-state';
import { publicCall } from '@/lib/api/call-ref';

const getArticleDetail = publicCall('getArticleDetail');

/** One article by id. */
export function ArticleDetailView({ id }: { id: string | null }) {
  const site = useSite();
  const { data, error, isLoading, mutate } = useCall(
    getArticleDetail,
    id ? { PlatformId: site.PlatformId, ArticleId: id } : null,
  );
  if (!id || !data) return <DetailState hasId={Boolean(id)} query={{ isLoading, error, mutate }} />;
  return <ArticleBody {...articleFields(data)} />;
}
