'use client';

import { useTranslations } from 'next-intl';
import { getNewsDetail, queryNewsList } from '@/lib/api/news';
import { usePortalCall } from '@/lib/api/use-portal-call';
import { paths } from '@/lib/site/paths';
import { useSite } from '@/lib/site/site-context';
import { ArticleBody } from './article-body';
import { LinkRows } from './link-rows';
import { LoadState } from './load-state';
import { Pager } from './pager';
import { usePageParam } from './use-page-param';

const PAGE_SIZE = 15;

/** The `news` route: the news list, or one item on `?id=`. */
export function NewsView({ listHref }: { listHref: string }) {
  const t = useTranslations('portal');
  const site = useSite();
  const { page, goTo, search } = usePageParam();
  const id = search.get('id');
  const list = usePortalCall(
    queryNewsList,
    id ? null : { PlatformId: site.PlatformId, PageIndex: page, PageSize: PAGE_SIZE },
  );
  const detail = usePortalCall(getNewsDetail, id ? { PlatformId: site.PlatformId, NewsId: id } : null);

  if (id) {
    if (!detail.data) {
      return (
        <LoadState
          isLoading={detail.isLoading}
          error={detail.error}
          empty={false}
          onRetry={() => void detail.mutate()}
        />
      );
    }
    const item = detail.data;
    return (
      <div>
        <a href={listHref} className="mb-3 inline-block text-primary hover:underline">
          {t('article.back')}
        </a>
        <ArticleBody
          title={item.Title}
          time={item.PublishTime}
          source={item.Source}
          html={item.Html}
          attachments={item.Attachments}
        />
      </div>
    );
  }
  const { data, error, isLoading, mutate } = list;
  return (
    <section data-testid="news-list">
      <LoadState
        isLoading={isLoading}
        error={error}
        empty={data?.Items.length === 0}
        onRetry={() => void mutate()}
      />
      {data && data.Items.length > 0 ? (
        <>
          <LinkRows
            testId="news-rows"
            rows={data.Items.map((item) => ({
              id: item.ArticleId,
              title: item.Title,
              href: paths.withQuery(listHref, { id: item.ArticleId }),
              meta: item.PublishTime.slice(0, 10),
            }))}
          />
          <Pager page={page} pageSize={PAGE_SIZE} total={data.Total} onPage={goTo} />
        </>
      ) : null}
    </section>
  );
}
