'use client';

import { useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { participationStates } from '@/lib/contract/user-centre/participation';
import { useSite } from '@/lib/site/site-context';
import { formatMoney } from '@/lib/format/money';
import { href } from '@/lib/site/navigation/paths';
import { useCall } from '@/lib/api/use-call';
import { DataTable } from './data-table';
import { linkButtonClass } from '@/components/ui/field';
import { PagedList } from '@/components/ui/paged-list';
import { PageHeading } from './page-heading';
import { FollowedCalendar } from './followed-calendar';
import { userCentreCall } from '@/lib/api/call-ref';

const queryMyParticipation = userCentreCall('queryMyParticipation');

const PAGE_SIZE = 10;
type State = (typeof participationStates)[number];

/** My participation: the announcements the buyer applied to, with their state. */
export function ParticipationListView() {
  const site = useSite();
  const t = useTranslations('userCentre.participation');
  const common = useTranslations('userCentre.common');
  const [state, setState] = useState<State | null>(null);
  const [page, setPage] = useState(1);
  const list = useCall(queryMyParticipation, { State: state, PageIndex: page, PageSize: PAGE_SIZE });

  return (
    <div data-testid="participation-list">
      <PageHeading title={t('title')}>
        <FollowedCalendar which="participation" />
      </PageHeading>
      <div role="tablist" className="mb-4 flex flex-wrap gap-2 text-sm">
        {[null, ...participationStates].map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            role="tab"
            aria-selected={state === value}
            className={`whitespace-nowrap rounded px-3 py-1 ${state === value ? 'bg-primary text-white' : 'bg-canvas text-ink'}`}
            onClick={() => {
              setState(value);
              setPage(1);
            }}
          >
            {value ? t(`states.${value}`) : t('all')}
          </button>
        ))}
      </div>
      <PagedList query={list} look="panel" page={page} pageSize={PAGE_SIZE} onPage={setPage}>
        {(data) => (
          <DataTable
            rows={data.Items}
            rowKey={(row) => row.Id}
            empty={common('none')}
            columns={[
              { key: 'code', title: t('code'), render: (row) => row.ProjectCode },
              { key: 'name', title: t('name'), render: (row) => row.ProjectName },
              { key: 'time', title: t('applyTime'), render: (row) => row.ApplyTime },
              {
                key: 'deposit',
                title: t('deposit'),
                render: (row) =>
                  row.Deposit === null
                    ? t('depositNone')
                    : common('yuan', { amount: formatMoney(row.Deposit) }),
              },
              { key: 'state', title: t('state'), render: (row) => t(`states.${row.State}`) },
              {
                key: 'open',
                title: common('operate'),
                render: (row) => (
                  <a
                    className={linkButtonClass}
                    href={href(site.VirtualDirectory, 'participationDetail', { id: row.Id })}
                  >
                    {t('detailTitle')}
                  </a>
                ),
              },
            ]}
          />
        )}
      </PagedList>
    </div>
  );
}
