'use client';

import { useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { formatMoney } from '@/lib/format/money';
import { useCall } from '@/lib/api/use-call';
import { DataTable } from './data-table';
import { PagedList } from '@/components/ui/paged-list';
import { PageHeading } from './page-heading';
import { userCentreCall } from '@/lib/api/call-ref';

const querySettlements = userCentreCall('querySettlements');

const PAGE_SIZE = 10;

/** Settlement: deals settled or waiting, with the totals. */
export function SettlementView() {
  const t = useTranslations('userCentre.settlement');
  const common = useTranslations('userCentre.common');
  const [page, setPage] = useState(1);
  const list = useCall(querySettlements, { PageIndex: page, PageSize: PAGE_SIZE });
  return (
    <div data-testid="settlement">
      <PageHeading title={t('title')} />
      <PagedList query={list} look="panel" page={page} pageSize={PAGE_SIZE} onPage={setPage}>
        {(data) => (
          <>
            <p className="mb-4 text-sm text-muted" data-testid="settlement-totals">
              {t('totals', { deal: formatMoney(data.TotalDeal), fee: formatMoney(data.TotalFee) })}
            </p>
            <DataTable
              rows={data.Items}
              rowKey={(row) => row.Id}
              empty={t('empty')}
              columns={[
                { key: 'project', title: t('project'), render: (row) => row.ProjectName },
                {
                  key: 'deal',
                  title: t('dealPrice'),
                  render: (row) => common('yuan', { amount: formatMoney(row.DealPrice) }),
                },
                {
                  key: 'fee',
                  title: t('serviceFee'),
                  render: (row) => common('yuan', { amount: formatMoney(row.ServiceFee) }),
                },
                { key: 'state', title: t('state'), render: (row) => t(`states.${row.State}`) },
                { key: 'time', title: t('settleTime'), render: (row) => row.SettleTime ?? '--' },
              ]}
            />
          </>
        )}
      </PagedList>
    </div>
  );
}
