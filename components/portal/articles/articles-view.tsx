'use client';

import { clientPart } from '@/components/ui/client-part';
import { inventoryArticleTypes, oneOf } from '@/lib/contract/announcement-values';
import { useCall } from '@/lib/api/use-call';
import { href as hrefOf } from '@/lib/site/navigation/paths';
import type { PortalRoute } from '@/lib/portal/route-set';
import { useSite } from '@/lib/site/site-context';
import { LinkRows } from './link-rows';
import { MissingId } from '@/components/ui/detail-state';
import { DocumentTitle } from '@/components/site/document-title';
import { PagedList } from '@/components/ui/paged-list';
import { usePageParam } from '@/components/portal/use-page-param';
import { publicCall } from '@/lib/api/call-ref';
import { noticeOnFailure } from '@/components/ui/part-failed';

const queryArticleList = publicCall('queryArticleList');

// Inventory opens its articles in place; the sanitiser comes along only then.
const ArticleDetailView = clientPart(() =>
  noticeOnFailure(import('./article-detail-view').then((m) => m.ArticleDetailView)),
);

const PAGE_SIZE = 15;

type Props = {
  /** `typeid` (articlelist) or inventory's `type` (articleList). */
  by: 'typeid' | 'type';
  /** The route that shows one article; null shows it here, on `&id=`. */
  detailRoute: PortalRoute | null;
  /** The list's own route, for links back and inline details. */
  listRoute: PortalRoute;
  /** Heading per type id (or type), from the menu. */
  titles: Record<string, string>;
  fallbackTitle: string;
};

/** An article list by type id or inventory type, or (with `?id=` and no detail route) one article. */
export function ArticlesView({ by, detailRoute, listRoute, titles, fallbackTitle }: Props) {
  const { page, goTo, search } = usePageParam();
  const id = search.get('id');
  const title = titles[search.get(by) ?? ''] ?? fallbackTitle;
  return (
    <>
      <h1 className="mb-4 border-l-4 border-primary pl-3 text-lg font-medium" data-testid="page-title">
        {title}
      </h1>
      {/* An article shown in place names the page itself. */}
      {id && detailRoute === null ? null : <DocumentTitle name={title} />}
      {id && detailRoute === null ? (
        <ArticleDetailView id={id} />
      ) : (
        <ArticleListView by={by} route={detailRoute ?? listRoute} page={page} goTo={goTo} search={search} />
      )}
    </>
  );
}

function ArticleListView({
  by,
  route,
  page,
  goTo,
  search,
}: {
  by: Props['by'];
  route: PortalRoute;
  page: number;
  goTo: (page: number) => void;
  search: URLSearchParams;
}) {
  const site = useSite();
  const raw = search.get(by) ?? '';
  const type = oneOf(inventoryArticleTypes, raw);
  const typeFilter = by === 'type' ? (type ? { Type: type } : null) : raw ? { TypeId: raw } : null;
  const { data, error, isLoading, mutate } = useCall(
    queryArticleList,
    typeFilter ? { PlatformId: site.PlatformId, ...typeFilter, PageIndex: page, PageSize: PAGE_SIZE } : null,
  );
  if (!typeFilter) return <MissingId />;
  const href = (articleId: string) => hrefOf(site, route, { [by]: raw, id: articleId });
  return (
    // Room for a full page of rows and the pager from the first paint: on a phone the footer is
    // in view, and rows arriving into a shorter box pushed it down (a layout shift of 0.24).
    <section className="min-h-[45.5rem]" data-testid="article-list">
      <PagedList query={{ data, error, isLoading, mutate }} page={page} pageSize={PAGE_SIZE} onPage={goTo}>
        {(data) => (
          <LinkRows
            testId="article-rows"
            rows={data.Items.map((item) => ({
              id: item.ArticleId,
              title: item.Title,
              href: href(item.ArticleId),
              meta: item.PublishTime.slice(0, 10),
            }))}
          />
        )}
      </PagedList>
    </section>
  );
}
