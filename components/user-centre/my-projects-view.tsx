'use client';

import { useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { queryMyProjects } from '@/lib/api/user-centre/projects';
import { useSignedInUser } from '@/lib/session/use-session';
import { useSite } from '@/lib/site/site-context';
import { formatMoney } from '@/lib/user-centre/format';
import { userCentrePaths } from '@/lib/user-centre/paths';
import { useUserCentre } from '@/lib/user-centre/use-user-centre';
import { DataTable } from './data-table';
import { buttonClass } from './field';
import { LoadState } from './load-state';
import { PageHeading } from './page-heading';
import { Pager } from './pager';

const PAGE_SIZE = 10;

/** My projects: what the seller listed; adding is offered to IsSaler users only (SPEC §6). */
export function MyProjectsView() {
  const site = useSite();
  const t = useTranslations('userCentre.projects');
  const common = useTranslations('userCentre.common');
  const { user } = useSignedInUser();
  const [page, setPage] = useState(1);
  const list = useUserCentre(queryMyProjects, { PageIndex: page, PageSize: PAGE_SIZE });
  return (
    <div data-testid="my-projects">
      <PageHeading title={t('title')}>
        {user?.IsSaler ? (
          <a className={buttonClass} href={userCentrePaths.addProject(site.VirtualDirectory)}>
            {t('add')}
          </a>
        ) : null}
      </PageHeading>
      <LoadState state={list}>
        {(data) => (
          <>
            <DataTable
              rows={data.Items}
              rowKey={(row) => row.Id}
              empty={t('empty')}
              columns={[
                { key: 'code', title: t('code'), render: (row) => row.ProjectCode },
                { key: 'name', title: t('name'), render: (row) => row.ProjectName },
                {
                  key: 'price',
                  title: t('price'),
                  render: (row) => common('yuan', { amount: formatMoney(row.ListingPrice) }),
                },
                { key: 'state', title: t('state'), render: (row) => t(`states.${row.State}`) },
                { key: 'time', title: t('createTime'), render: (row) => row.CreateTime },
              ]}
            />
            <Pager page={page} pageSize={PAGE_SIZE} total={data.Total} onPage={setPage} />
          </>
        )}
      </LoadState>
    </div>
  );
}
