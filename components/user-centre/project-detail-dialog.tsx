'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { formatMoney } from '@/lib/format/money';
import { useCall } from '@/lib/api/use-call';
import { buttonClass } from '@/components/ui/field';
import { LoadState } from '@/components/ui/load-state';
import * as Dialog from '@/components/ui/dialog';
import { Modal } from '@/components/ui/modal';
import { userCentreCall } from '@/lib/api/call-ref';

const getProjectDetail = userCentreCall('getProjectDetail');

/** 查看: a project's base information, read from the server when opened. */
export default function ProjectDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useTranslations('userCentre.projects');
  const common = useTranslations('userCentre.common');
  const detail = useCall(getProjectDetail, { Id: id });
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title={t('viewTitle')}>
      <div data-testid="project-detail">
        <LoadState query={detail} look="panel">
          {(data) => (
            <dl className="grid grid-cols-[100px_minmax(0,1fr)] gap-x-3 md:grid-cols-[120px_minmax(0,1fr)] gap-y-2 text-sm">
              {(
                [
                  [t('code'), data.ProjectCode],
                  [t('name'), data.ProjectName],
                  [t('price'), common('yuan', { amount: formatMoney(data.ListingPrice) })],
                  [t('state'), t(`states.${data.State}`)],
                  [t('location'), data.Location || common('none')],
                  [t('description'), data.Description || common('none')],
                  [t('contactName'), data.ContactName || common('none')],
                  [t('contactPhone'), data.ContactPhone || common('none')],
                  [t('createTime'), data.CreateTime],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-right text-muted">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </LoadState>
        <Dialog.Actions className="mt-6 flex justify-end">
          <button type="button" className={buttonClass} onClick={onClose}>
            {t('close')}
          </button>
        </Dialog.Actions>
      </div>
    </Modal>
  );
}
