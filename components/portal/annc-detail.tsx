'use client';

import { AttachmentLinks } from './attachment-links';
import { clientPart } from '@/components/ui/client-part';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useCall } from '@/lib/api/use-call';
import { useContentShown } from '@/components/site/content-first';
import { stepsForApplicant } from '@/lib/portal/applied-steps';
import { buyerGate } from '@/lib/portal/buyer-gate';
import { hasApplied, offersLookOn, ownHallUrl } from '@/lib/portal/look-on';
import { useSignedInUser } from '@/lib/session/use-session';
import { setDetailKind } from '@/lib/site/detail-kind';
import { useSite } from '@/lib/site/site-context';
import { href } from '@/lib/site/paths';
import { servesRoute } from '@/lib/portal/route-set';
import { ApplicantList } from './applicant-list';
import { ApplyAction } from './apply-action';
import { FavouriteAction } from './favourite-action';
import { CalendarButton } from '@/components/calendar/calendar-button';
import { detailUrl } from '@/components/calendar/detail-url';
import { keyDatesOf } from '@/lib/portal/key-dates';
import { LookOnAction } from './look-on-action';
import { DetailState } from '@/components/ui/detail-state';
import { formatMoney } from '@/lib/user-centre/format';
import { DocumentTitle } from '@/components/site/document-title';
import { Countdown, LiveBadge, useLiveAnnc } from './live-status';
import { SharePrintActions } from './share-print-actions';
import { StepBar } from './step-bar';
import { TabBar } from './tab-bar';
import { publicCall } from '@/lib/api/call-ref';
import { closedOnFailure } from '@/components/ui/part-failed';

// The page's largest paint is drawn from this answer: its module loads with the page.
const getAnncDetail = publicCall('getAnncDetail', () => import('@/lib/contract/announcement-detail'));
const getMyApply = publicCall('getMyApply');

// The subject dialog loads when a subject is opened, so the detail page stays light.
const SubjectDialog = clientPart(() =>
  closedOnFailure(import('./subject-dialog').then((module) => module.SubjectDialog)),
);

/** An announcement detail (`?id=`): heading, actions, step bar, tabs, subjects and applicants. */
export function AnncDetailView() {
  const t = useTranslations('portal');
  const site = useSite();
  const id = useSearchParams().get('id');
  const [subject, setSubject] = useState<string | null>(null);
  const { data, error, isLoading, mutate } = useCall(
    getAnncDetail,
    id ? { PlatformId: site.PlatformId, AnncId: id } : null,
  );
  useContentShown(!id || data !== undefined || error !== undefined);
  // The main menu lights the list this announcement belongs to (项目公告 or 通知公告).
  const kind = data?.Kind ?? null;
  useEffect(() => {
    setDetailKind(kind);
    return () => setDetailKind(null);
  }, [kind]);
  const { user, identity } = useSignedInUser();
  const gate = buyerGate(user, identity);
  const mine = useCall(
    getMyApply,
    id && gate === 'allowed' ? { PlatformId: site.PlatformId, AnncId: id } : null,
  );
  // A failed read leaves the button usable: applying twice answers the first application number.
  const application = mine.error ? null : mine.data;
  // State and buttons move with the server's clock, without a reload.
  const live = useLiveAnnc(data);
  if (!id || !data || !live) return <DetailState hasId={Boolean(id)} query={{ isLoading, error, mutate }} />;
  const applied = hasApplied(gate, mine);
  const steps = application?.ApplyCode ? stepsForApplicant(data.Steps, application.ApplyTime) : data.Steps;
  const stampBase = `${site.StaticApi}/images/stamps`;
  // What a lease or a result is about, shown only when the centre gives it.
  const facts: Array<[string, string]> = [];
  if (data.Rent !== null)
    facts.push([t('fields.rent'), t('fields.rentValue', { amount: formatMoney(data.Rent) })]);
  if (data.Area !== null) facts.push([t('fields.area'), t('fields.areaValue', { area: String(data.Area) })]);
  if (data.DealPrice !== null)
    facts.push([t('fields.dealPrice'), t('fields.dealPriceValue', { amount: formatMoney(data.DealPrice) })]);
  if (data.Transferee) facts.push([site.IdentityWordsBuyer, data.Transferee]);
  const hasKeyDates = keyDatesOf(data, '').length > 0;

  return (
    <article className="space-y-5" data-testid="annc-detail">
      <DocumentTitle name={data.Title} />
      <header className="rounded bg-white p-6">
        <div className="flex flex-col-reverse items-start justify-between gap-3 md:flex-row md:gap-6">
          <div className="min-w-0">
            <h1 className="text-xl font-medium" data-testid="annc-title">
              {data.Title}
            </h1>
            <dl className="mt-3 grid grid-cols-1 gap-x-8 gap-y-1 text-muted sm:grid-cols-2 lg:grid-cols-3">
              <div>
                <dt className="inline">{t('fields.code')}：</dt>
                <dd className="inline">{data.Code}</dd>
              </div>
              <div>
                <dt className="inline">{t('fields.org')}：</dt>
                <dd className="inline">{data.OrgName}</dd>
              </div>
              <div>
                <dt className="inline">{t('fields.viewCount')}：</dt>
                <dd className="inline">{data.ViewCount}</dd>
              </div>
              <div>
                <dt className="inline">{t('fields.publishTime')}：</dt>
                <dd className="inline">{data.PublishTime}</dd>
              </div>
              <div>
                <dt className="inline">{t('fields.bidStartTime')}：</dt>
                <dd className="inline">{data.BidStartTime ?? t('fields.notSet')}</dd>
              </div>
              <div>
                <dt className="inline">{t('fields.bidEndTime')}：</dt>
                <dd className="inline">{data.BidEndTime ?? t('fields.notSet')}</dd>
              </div>
              {facts.map(([label, value]) => (
                <div key={label} data-testid="annc-fact">
                  <dt className="inline">{label}：</dt>
                  <dd className="inline text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            <Countdown item={data} className="mt-3 h-6 print:hidden" />
          </div>
          <LiveBadge item={data} live={live} />
        </div>
        <div className="mt-4 flex flex-wrap gap-3 print:[&_a]:hidden print:[&_button]:hidden">
          {data.Kind !== 'result' ? (
            <ApplyAction
              anncId={data.AnncId}
              canApply={live.canApply}
              application={application}
              onApplied={() => void mine.mutate()}
            />
          ) : null}
          <FavouriteAction anncId={data.AnncId} />
          {hasKeyDates ? (
            <CalendarButton
              label={t('calendar.add')}
              fileName={data.Code || t('calendar.fileName')}
              load={async () => keyDatesOf(data, detailUrl(site, data.AnncId, data.Kind))}
            />
          ) : null}
          {offersLookOn(live.state, user !== null, applied) ? (
            <LookOnAction className="rounded border border-primary px-5 py-2 text-primary hover:bg-primary hover:text-white" />
          ) : null}
          {live.state === 'Bidding' && applied ? (
            <a
              href={ownHallUrl(site.VirtualDirectory)}
              target="_blank"
              rel="noopener"
              className="rounded bg-primary px-5 py-2 text-white hover:bg-primary-hover"
              data-testid="join-bid"
            >
              {t('live.join')}
            </a>
          ) : null}
          <SharePrintActions />
        </div>
        {data.Kind === 'project' && servesRoute(site.portalApp, 'fullVirtualReality') ? (
          <p className="mt-3 flex gap-4 print:hidden" data-testid="lease-links">
            <a
              href={href(site, 'fullVirtualReality', { id: data.AnncId })}
              className="text-primary hover:underline"
            >
              {t('map.vr')}
            </a>
            <a href={href(site, 'mapFindHouse')} className="text-primary hover:underline">
              {t('map.title')}
            </a>
          </p>
        ) : null}
      </header>
      {steps.length > 0 ? <StepBar steps={steps} stampBase={stampBase} /> : null}
      <TabBar tabs={data.Tabs} />
      {data.Subjects.length > 0 ? (
        <section className="rounded bg-white p-6" data-testid="subjects">
          <h2 className="mb-4 text-base font-medium">{t('detail.subjects')}</h2>
          <ul className="space-y-2">
            {data.Subjects.map((item) => (
              <li
                key={item.SubjectId}
                className="flex items-center justify-between border-b border-line pb-2"
              >
                <span>{item.Name}</span>
                <button
                  type="button"
                  onClick={() => setSubject(item.SubjectId)}
                  className="text-primary hover:underline print:hidden"
                >
                  {t('detail.viewSubject')}
                </button>
              </li>
            ))}
          </ul>
          {subject !== null ? (
            <SubjectDialog
              key={subject}
              subjects={data.Subjects}
              initial={subject}
              onClose={() => setSubject(null)}
            />
          ) : null}
        </section>
      ) : null}
      {data.Attachments.length > 0 ? (
        <section className="rounded bg-white p-6">
          <h2 className="mb-3 text-base font-medium">{t('detail.attachments')}</h2>
          <AttachmentLinks files={data.Attachments} />
        </section>
      ) : null}
      <ApplicantList applicants={data.Applicants} stampBase={stampBase} />
    </article>
  );
}
