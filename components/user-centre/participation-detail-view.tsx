'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useSite } from '@/lib/site/site-context';
import { formatMoney } from '@/lib/format/money';
import { href } from '@/lib/site/navigation/paths';
import { useCall } from '@/lib/api/use-call';
import { linkButtonClass } from '@/components/ui/field';
import { LoadState } from '@/components/ui/load-state';
import { PageHeading } from './page-heading';
import { userCentreCall } from '@/lib/api/call-ref';

const getMyParticipationDetail = userCentreCall('getMyParticipationDetail');

/** The detail of one participation (`?id=`): the announcement, the money and the steps done. */
export function ParticipationDetailView() {
  const site = useSite();
  const t = useTranslations('userCentre.participation');
  const common = useTranslations('userCentre.common');
  const id = useSearchParams().get('id')?.trim() ?? '';
  const detail = useCall(getMyParticipationDetail, id ? { Id: id } : null);
  const listHref = href(site.VirtualDirectory, 'participation');
  // The left menu offers 参与详情 without a record: 我的参与, where one is chosen, is what it means.
  useEffect(() => {
    if (!id) window.location.replace(listHref);
  }, [id, listHref]);

  return (
    <div data-testid="participation-detail">
      <PageHeading title={t('detailTitle')}>
        <a className={linkButtonClass} href={listHref}>
          {t('back')}
        </a>
      </PageHeading>
      {!id ? (
        <p className="py-8 text-center text-muted" role="alert">
          {t('missingId')}
        </p>
      ) : (
        <LoadState query={detail} look="panel">
          {(item) => (
            <>
              <dl className="grid grid-cols-[100px_minmax(0,1fr)] gap-x-3 gap-y-3 md:grid-cols-[120px_minmax(0,1fr)_120px_minmax(0,1fr)] md:gap-x-0 text-sm">
                {(
                  [
                    [t('name'), item.ProjectName],
                    [t('code'), item.ProjectCode],
                    [t('org'), item.OrgName],
                    [t('state'), t(`states.${item.State}`)],
                    [t('applyTime'), item.ApplyTime],
                    [
                      t('deposit'),
                      item.Deposit === null
                        ? t('depositNone')
                        : common('yuan', { amount: formatMoney(item.Deposit) }),
                    ],
                    [t('bidStart'), item.BidStartTime],
                    [t('bidEnd'), item.BidEndTime],
                    [
                      t('finalPrice'),
                      item.FinalPrice === null
                        ? null
                        : common('yuan', { amount: formatMoney(item.FinalPrice) }),
                    ],
                  ] as Array<[string, string | null]>
                ).map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-muted">{label}</dt>
                    <dd>{value ?? '--'}</dd>
                  </div>
                ))}
              </dl>
              <h2 className="mb-3 mt-8 text-base font-semibold">{t('steps')}</h2>
              <ol className="flex gap-2 text-sm" data-testid="participation-steps">
                {item.Steps.map((step) => (
                  <li
                    key={step.Name}
                    className={`flex-1 rounded border px-3 py-2 text-center ${step.Done ? 'border-primary text-primary' : 'border-line text-muted'}`}
                  >
                    <div className="font-semibold">{step.Name}</div>
                    <div className="text-xs">{step.Time ?? t('pending')}</div>
                  </li>
                ))}
              </ol>
            </>
          )}
        </LoadState>
      )}
    </div>
  );
}
