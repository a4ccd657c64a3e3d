'use client';

import { clientPart } from '@/components/ui/client-part';
import { useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { toast } from '@/components/feedback/toast';
import { type ProjectItem } from '@/lib/contract/user-centre/projects';
import { useSignedInUser } from '@/lib/session/use-session';
import { useSite } from '@/lib/site/site-context';
import { formatMoney } from '@/lib/format/money';
import { href } from '@/lib/site/navigation/paths';
import { useCall, useAction } from '@/lib/api/use-call';
import { DataTable } from './data-table';
import { buttonClass, linkButtonClass } from '@/components/ui/field';
import { PagedList } from '@/components/ui/paged-list';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { PageHeading } from './page-heading';
import { userCentreCall } from '@/lib/api/call-ref';
import { closedOnFailure } from '@/components/ui/part-failed';

const removeProject = userCentreCall('removeProject');
const submitProjectReview = userCentreCall('submitProjectReview');
const queryMyProjects = userCentreCall('queryMyProjects');

const PAGE_SIZE = 10;

// The detail loads when a seller first opens one.
const ProjectDetailDialog = clientPart(() =>
  closedOnFailure(import('./project-detail-dialog').then((module) => module.default)),
);

type Pending = { kind: 'submit' | 'remove'; project: ProjectItem };

/**
 * My projects: what the seller listed; adding is offered to IsSaler users only (SPEC §6). Every
 * project can be viewed; a draft can also be edited, sent to review or deleted, each confirmed first.
 */
export function MyProjectsView() {
  const site = useSite();
  const t = useTranslations('userCentre.projects');
  const common = useTranslations('userCentre.common');
  const { user } = useSignedInUser();
  const [page, setPage] = useState(1);
  const list = useCall(queryMyProjects, { PageIndex: page, PageSize: PAGE_SIZE });
  const run = useAction();
  const [viewing, setViewing] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmPending = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const body = { Id: pending.project.Id };
      if (pending.kind === 'submit') await run(submitProjectReview, body, [queryMyProjects]);
      else await run(removeProject, body, [queryMyProjects]);
      toast.success(pending.kind === 'submit' ? t('submitted') : t('removed'));
      setPending(null);
    } catch {
      // The API client has shown the failure; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="my-projects">
      <PageHeading title={t('title')}>
        {user?.IsSaler ? (
          <a
            className={buttonClass}
            href={href(site.VirtualDirectory, 'addProjects', { isAdd: 'true', saveBaseInfo: 'true' })}
          >
            {t('add')}
          </a>
        ) : null}
      </PageHeading>
      <PagedList query={list} look="panel" page={page} pageSize={PAGE_SIZE} onPage={setPage}>
        {(data) => (
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
              {
                key: 'operate',
                title: common('operate'),
                render: (row) => (
                  <span className="flex flex-wrap gap-3">
                    <button type="button" className={linkButtonClass} onClick={() => setViewing(row.Id)}>
                      {t('view')}
                    </button>
                    {row.State === 'Draft' ? (
                      <>
                        <a
                          className={linkButtonClass}
                          href={href(site.VirtualDirectory, 'addProjects', {
                            saveBaseInfo: 'true',
                            id: row.Id,
                          })}
                        >
                          {t('edit')}
                        </a>
                        <button
                          type="button"
                          className={linkButtonClass}
                          onClick={() => setPending({ kind: 'submit', project: row })}
                        >
                          {t('submitReview')}
                        </button>
                        <button
                          type="button"
                          className={linkButtonClass}
                          onClick={() => setPending({ kind: 'remove', project: row })}
                        >
                          {t('remove')}
                        </button>
                      </>
                    ) : null}
                  </span>
                ),
              },
            ]}
          />
        )}
      </PagedList>
      {viewing ? <ProjectDetailDialog id={viewing} onClose={() => setViewing(null)} /> : null}
      <ConfirmModal
        open={pending !== null}
        title={pending?.kind === 'remove' ? t('removeTitle') : t('submitTitle')}
        text={
          pending?.kind === 'remove'
            ? t('confirmRemove', { name: pending.project.ProjectName })
            : t('confirmSubmit', { name: pending?.project.ProjectName ?? '' })
        }
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirmPending()}
      />
    </div>
  );
}
