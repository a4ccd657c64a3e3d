'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { useCall } from '@/lib/api/use-call';
import { useSite } from '@/lib/site/site-context';
import { ArticleBody, articleFields } from '@/components/portal/content/article-body';
import { LoadState } from '@/components/ui/load-state';
import { publicCall } from '@/lib/api/call-ref';

const getNewsDetail = publicCall('getNewsDetail');

/** One news item, with the way back to the list. */
export default function NewsDetail({ id, listHref }: { id: string; listHref: string }) {
  const t = useTranslations('portal');
  const site = useSite();
  const { data, error, isLoading, mutate } = useCall(getNewsDetail, {
    PlatformId: site.PlatformId,
    NewsId: id,
  });
  if (!data) return <LoadState query={{ data, error, isLoading, mutate }} />;
  return (
    <div>
      <a href={listHref} className="mb-3 inline-block text-primary hover:underline">
        {t('article.back')}
      </a>
      <ArticleBody {...articleFields(data)} />
    </div>
  );
}
