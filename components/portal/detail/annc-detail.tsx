'use client';

import { AttachmentLinks } from '@/components/portal/content/attachment-links';
import { clientPart } from '@/components/ui/client-part';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useCall } from '@/lib/api/use-call';
import { useContentShown } from '@/components/site/content-first';
import { progressSteps } from '@/lib/portal/applied-steps';
import { nextStepsOf } from '@/lib/portal/next-steps';
import { buyerGate } from '@/lib/portal/buyer-gate';
import { hasApplied, offersLookOn, ownHallUrl } from '@/lib/portal/look-on';
import { useSignedInUser } from '@/lib/session/use-session';
import { setDetailKind } from '@/lib/site/navigation/detail-kind';
import { useSite } from '@/lib/site/site-context';
import { href } from '@/lib/site/navigation/paths';
import type { DetailRoutes } from '@/lib/portal/route-set';
import { ApplicantList } from './applicant-list';
import { ApplyAction } from '@/components/portal/apply/apply-action';
import { FavouriteAction } from './favourite-action';
import { CalendarButton } from '@/components/calendar/calendar-button';
import { detailUrl } from '@/components/calendar/detail-url';
import { keyDatesOf } from '@/lib/portal/key-dates';
import { calendarEvents } from '@/lib/portal/calendar-events';
import { LookOnAction } from './look-on-action';
import { DetailState } from '@/components/ui/detail-state';
import { formatMoney } from '@/lib/format/money';
import { DocumentTitle } from '@/components/site/document-title';
import { Countdown, LiveBadge, useLiveAnnc } from '@/components/lot/live-status';
import { PrintAction, ShareAction } from '@/components/portal/share/share-print-actions';
import { isLeasePlatform, shownPrice } from '@/lib/portal/price-label';
import { usePriceText } from '@/components/lot/price-text';
import { StepBar } from './step-bar';
import { TabBar } from './tab-bar';
import { publicCall } from '@/lib/api/call-ref';
import { closedOnFailure } from '@/components/ui/part-failed';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { CompareTrayMount } from '@/components/compare/compare-tray-mount';
import { useRecordVisit } from '@/components/history/use-record-visit';

// The page's largest paint is drawn from this answer: its module loads with the page.
const getAnncDetail = publicCall('getAnncDetail', () => import('@/lib/contract/announcement-detail'));
const getMyApply = publicCall('getMyApply');

// The subject dialog loads when a subject is opened, so the detail page stays light.
const SubjectDialog = clientPart(() =>
  closedOnFailure(import('./subject-dialog').then((module) => module.SubjectDialog)),
);

/** An announcement detail (`?id=`): heading, actions, step bar, tabs, subjects and applicants. */
export function AnncDetailView({ routes }: { routes: DetailRoutes }) {
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
  const priceText = usePriceText();
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
  useRecordVisit(data, routes.detailOf);
  if (!id || !data || !live) return <DetailState hasId={Boolean(id)} query={{ isLoading, error, mutate }} />;
  const applied = hasApplied(gate, mine);
  const steps = progressSteps(
    data.Steps,
    live,
    application?.ApplyCode ? { applyTime: application.ApplyTime } : null,
  );
  const stampBase = `${site.StaticApi}/images/stamps`;
  // The price under the label its kind and live state call for, and the deposit a bidder pays;
  // where the answer has none the page says so, a missing line would read as free.
  const price = shownPrice(data, live.state, isLeasePlatform(site.PlatformId));
  const priceLine = price ? priceText(price) : null;
  const facts: Array<[string, string, string]> = [];
  if (data.Kind === 'project' || data.Deposit !== null)
    facts.push([
      t('price.deposit'),
      data.Deposit !== null ? t('price.value', { amount: formatMoney(data.Deposit) }) : t('price.none'),
      'annc-deposit',
    ]);
  // What a lease or a result is about, shown only when the centre gives it.
  if (data.Rent !== null && price?.label !== 'monthlyRent')
    facts.push([t('fields.rent'), t('fields.rentValue', { amount: formatMoney(data.Rent) }), 'annc-fact']);
  if (data.Area !== null)
    facts.push([t('fields.area'), t('fields.areaValue', { area: String(data.Area) }), 'annc-fact']);
  if (data.Transferee) facts.push([site.IdentityWordsBuyer, data.Transferee, 'annc-fact']);
  // The deadlines as dates beside the countdown, so the printout has them too; a lot that takes
  // applications names its 报名截止 and 保证金截止 even before the centre sets them.
  const dates: Array<[string, string | null]> = [];
  if (data.Kind !== 'result' && (data.Kind === 'project' || data.ApplyEndTime !== null))
    dates.push([t('fields.applyEndTime'), data.ApplyEndTime]);
  if (data.Kind === 'project' || data.DepositEndTime !== null)
    dates.push([t('fields.depositEndTime'), data.DepositEndTime]);
  dates.push([t('fields.bidStartTime'), data.BidStartTime], [t('fields.bidEndTime'), data.BidEndTime]);
  // 加入日历 stands on every lot and on any announcement with a date; with no date ahead it is
  // disabled and says why, before the tap.
  const keyDates = keyDatesOf(data, '');
  const calendarUnavailable =
    calendarEvents(keyDates, new Date()).length > 0
      ? null
      : t(keyDates.length > 0 ? 'calendar.allPast' : 'calendar.notSet');

  return (
    <article className="space-y-5" data-testid="annc-detail">
      <DocumentTitle name={data.Title} />
      <p className="hidden text-base print:block" data-testid="print-platform">
        {site.Title}
      </p>
      <header className="rounded bg-white p-6">
        <div className="flex flex-col-reverse items-start justify-between gap-3 md:flex-row md:gap-6">
          <div className="min-w-0">
            <h1 className="text-xl font-medium" data-testid="annc-title">
              {data.Title}
            </h1>
            {price && priceLine ? (
              <p className="mt-2 text-lg" data-testid="annc-price" data-price-label={price.label}>
                {priceLine.label}：
                <span className={price.amount === null ? 'text-muted' : 'font-medium text-alert'}>
                  {priceLine.value}
                </span>
              </p>
            ) : null}
            <dl className="mt-3 grid grid-cols-1 gap-x-8 gap-y-1 text-muted sm:grid-cols-2 lg:grid-cols-3">
              <div>
                <dt className="inline">{t('fields.code')}：</dt>
                <dd className="inline">{data.Code}</dd>
              </div>
              <div>
                <dt className="inline">{t('fields.org')}：</dt>
                <dd className="inline">{data.OrgName}</dd>
              </div>
              {data.ViewCount !== null ? (
                <div>
                  <dt className="inline">{t('fields.viewCount')}：</dt>
                  <dd className="inline">{data.ViewCount}</dd>
                </div>
              ) : null}
              {data.PublishTime ? (
                <div>
                  <dt className="inline">{t('fields.publishTime')}：</dt>
                  <dd className="inline">{data.PublishTime}</dd>
                </div>
              ) : null}
              {dates.map(([label, value]) => (
                <div key={label} data-testid="annc-date">
                  <dt className="inline">{label}：</dt>
                  <dd className="inline">{value ?? t('fields.notSet')}</dd>
                </div>
              ))}
              {facts.map(([label, value, testId]) => (
                <div key={label} data-testid={testId}>
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
          {/* On a phone these stay in reach along the bottom (globals.css, [data-action-bar]). */}
          <div
            role="group"
            aria-label={t('detail.actions')}
            className="flex flex-wrap gap-3 print:hidden max-md:gap-2 max-md:border-t max-md:border-line max-md:bg-white max-md:p-2 max-md:shadow-[0_-2px_6px_rgba(0,0,0,0.08)] max-md:*:min-w-0 max-md:*:flex-1 max-md:*:px-2"
            data-action-bar=""
            data-testid="action-bar"
          >
            {data.Kind !== 'result' ? (
              <ApplyAction
                anncId={data.AnncId}
                canApply={live.canApply}
                application={application}
                onApplied={() => void mine.mutate()}
                next={nextStepsOf(data)}
              />
            ) : null}
            <FavouriteAction anncId={data.AnncId} />
            {data.Kind === 'project' || keyDates.length > 0 ? (
              <span className="inline-flex flex-col items-stretch gap-0.5 text-center">
                <CalendarButton
                  label={t('calendar.add')}
                  reasonId={calendarUnavailable ? 'calendar-unavailable' : undefined}
                  fileName={data.Code || t('calendar.fileName')}
                  load={async () =>
                    keyDatesOf(data, detailUrl(site, routes.detailOf[data.Kind], data.AnncId))
                  }
                />
                {calendarUnavailable ? (
                  <span
                    id="calendar-unavailable"
                    className="text-xs text-muted"
                    data-testid="calendar-unavailable"
                  >
                    {calendarUnavailable}
                  </span>
                ) : null}
              </span>
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
            <ShareAction title={data.Title} />
          </div>
          {/* Beside the actions, not in a phone's bar along the bottom: the tray stands there once it is pressed. */}
          {data.Kind === 'project' ? (
            <CompareToggle lot={data} route={routes.detailOf.project} className="px-5 py-2" />
          ) : null}
          <PrintAction />
        </div>
        {data.Kind === 'project' && routes.virtualReality ? (
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
      <CompareTrayMount />
    </article>
  );
}
