'use client';

import { useTranslations } from 'next-intl';
import { queryFavourites, removeFavourite } from '@/lib/api/favourites';
import { callPortal } from '@/lib/api/portal-fetch';
import { usePortalCall } from '@/lib/api/use-portal-call';
import { detailRoute } from '@/lib/portal/route-set';
import { paths, sitePath } from '@/lib/site/paths';
import { useSite } from '@/lib/site/site-context';
import { LoadState } from './load-state';
import { Pager } from './pager';
import { StateBadge } from './state-badge';
import { usePageParam } from './use-page-param';

const PAGE_SIZE = 10;

/** My favourites (CollectList): the announcements the user keeps, each with 取消收藏. */
export function FavouritesView() {
  const t = useTranslations('portal');
  const site = useSite();
  const { page, goTo } = usePageParam();
  const { data, error, isLoading, mutate } = usePortalCall(queryFavourites, {
    PlatformId: site.PlatformId,
    PageIndex: page,
    PageSize: PAGE_SIZE,
  });
  const remove = async (anncId: string) => {
    try {
      await callPortal(site, removeFavourite, { PlatformId: site.PlatformId, AnncId: anncId });
      await mutate();
    } catch {
      // The API client has shown the failure.
    }
  };

  return (
    <div data-testid="favourites">
      <h1 className="mb-5 border-b border-line pb-3 text-lg font-semibold">{t('favourite.title')}</h1>
      <LoadState
        isLoading={isLoading}
        error={error}
        empty={data?.Items.length === 0}
        onRetry={() => void mutate()}
      />
      {data && data.Items.length > 0 ? (
        <>
          <table className="w-full text-left">
            <thead className="bg-canvas text-muted">
              <tr>
                <th className="px-3 py-2 font-normal">{t('fields.title')}</th>
                <th className="px-3 py-2 font-normal">{t('fields.code')}</th>
                <th className="px-3 py-2 font-normal">{t('fields.state')}</th>
                <th className="px-3 py-2 font-normal">{t('fields.bidStartTime')}</th>
                <th className="px-3 py-2 font-normal">{t('fields.action')}</th>
              </tr>
            </thead>
            <tbody>
              {data.Items.map((item) => (
                <tr key={item.AnncId} className="border-t border-line" data-testid="favourite">
                  <td className="max-w-[320px] truncate px-3 py-2">
                    <a
                      href={paths.withQuery(
                        sitePath(
                          site.VirtualDirectory,
                          `${site.portalApp}/${detailRoute(site.portalApp, item.Kind)}/`,
                        ),
                        { id: item.AnncId },
                      )}
                      className="hover:text-primary"
                      title={item.Title}
                    >
                      {item.Title}
                    </a>
                  </td>
                  <td className="px-3 py-2 text-muted">{item.Code}</td>
                  <td className="px-3 py-2">
                    <StateBadge style={item.BadgeStyle} text={item.BadgeText} />
                  </td>
                  <td className="px-3 py-2 text-muted">{item.BidStartTime ?? t('fields.notSet')}</td>
                  <td className="px-3 py-2">
                    <button
                      type="button"
                      onClick={() => void remove(item.AnncId)}
                      className="text-primary hover:underline"
                    >
                      {t('favourite.remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} pageSize={PAGE_SIZE} total={data.Total} onPage={goTo} />
        </>
      ) : null}
    </div>
  );
}
