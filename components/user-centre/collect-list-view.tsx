'use client';

import { useState } from 'react';
import { toast } from '@/components/feedback/toast';
import { useTranslations } from '@/components/i18n/use-translations';
import { detailRoute } from '@/lib/portal/route-set';
import { href } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';
import { useAction, useCall } from '@/lib/api/use-call';
import { DataTable } from './data-table';
import { linkButtonClass } from '@/components/ui/field';
import { PagedList } from '@/components/ui/paged-list';
import { PageHeading } from './page-heading';
import { FollowedCalendar } from './followed-calendar';
import { reportFailure } from '@/components/feedback/report-failure';
import { publicCall } from '@/lib/api/call-ref';

const queryFavourites = publicCall('queryFavourites');
const removeFavourite = publicCall('removeFavourite');

const PAGE_SIZE = 10;

/** CollectList: the buyer's favourite announcements; open one, or remove it. */
export function CollectListView() {
  const site = useSite();
  const t = useTranslations('userCentre.collect');
  const common = useTranslations('userCentre.common');
  const [page, setPage] = useState(1);
  const list = useCall(queryFavourites, {
    PlatformId: site.PlatformId,
    PageIndex: page,
    PageSize: PAGE_SIZE,
  });
  const run = useAction();

  const remove = async (anncId: string) => {
    try {
      await run(removeFavourite, { PlatformId: site.PlatformId, AnncId: anncId }, [queryFavourites]);
      toast.success(t('removed'));
    } catch (error) {
      reportFailure(error);
    }
  };
  const detailHref = (anncId: string, kind: Parameters<typeof detailRoute>[1]) =>
    href(site, detailRoute(site.portalApp, kind), { id: anncId });

  return (
    <div data-testid="collect-list">
      <PageHeading title={t('title')}>
        <FollowedCalendar which="favourites" />
      </PageHeading>
      <PagedList query={list} look="panel" page={page} pageSize={PAGE_SIZE} onPage={setPage}>
        {(data) => (
          <DataTable
            rows={data.Items}
            rowKey={(row) => row.AnncId}
            empty={t('empty')}
            columns={[
              {
                key: 'title',
                title: t('projectName'),
                render: (row) => (
                  <a className="hover:text-primary" href={detailHref(row.AnncId, row.Kind)}>
                    {row.Title}
                  </a>
                ),
              },
              { key: 'code', title: t('code'), render: (row) => row.Code },
              { key: 'start', title: t('bidStart'), render: (row) => row.BidStartTime ?? '--' },
              {
                key: 'actions',
                title: common('operate'),
                render: (row) => (
                  <span className="flex gap-3">
                    <a className={linkButtonClass} href={detailHref(row.AnncId, row.Kind)}>
                      {t('open')}
                    </a>
                    <button type="button" className={linkButtonClass} onClick={() => void remove(row.AnncId)}>
                      {t('remove')}
                    </button>
                  </span>
                ),
              },
            ]}
          />
        )}
      </PagedList>
    </div>
  );
}
