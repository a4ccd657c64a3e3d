'use client';

import { clientPart } from '@/components/ui/client-part';
import { useCall } from '@/lib/api/use-call';
import { withQuery } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';
import { LinkRows } from './link-rows';
import { PagedList } from '@/components/ui/paged-list';
import { usePageParam } from '@/components/portal/use-page-param';
import { publicCall } from '@/lib/api/call-ref';
import { noticeOnFailure } from '@/components/ui/part-failed';

const queryNewsList = publicCall('queryNewsList');

// The item view (and its HTML sanitiser) loads only when one is opened.
const NewsDetail = clientPart(() =>
  noticeOnFailure(import('./news-detail').then((module) => module.default)),
);

const PAGE_SIZE = 15;

/** The `news` route: the news list, or one item on `?id=`. */
export function NewsView({ listHref }: { listHref: string }) {
  const site = useSite();
  const { page, goTo, search } = usePageParam();
  const id = search.get('id');
  const { data, error, isLoading, mutate } = useCall(
    queryNewsList,
    id ? null : { PlatformId: site.PlatformId, PageIndex: page, PageSize: PAGE_SIZE },
  );
  if (id) return <NewsDetail id={id} listHref={listHref} />;
  return (
    // Room for a full page of rows and the pager from the first paint: on a phone the footer is
    // in view, and rows arriving into a shorter box pushed it down (a layout shift of 0.24).
    <section className="min-h-[45.5rem]" data-testid="news-list">
      <PagedList query={{ data, error, isLoading, mutate }} page={page} pageSize={PAGE_SIZE} onPage={goTo}>
        {(data) => (
          <LinkRows
            testId="news-rows"
            rows={data.Items.map((item) => ({
              id: item.ArticleId,
              title: item.Title,
              href: withQuery(listHref, { id: item.ArticleId }),
              meta: item.PublishTime.slice(0, 10),
            }))}
          />
        )}
      </PagedList>
    </section>
  );
}
