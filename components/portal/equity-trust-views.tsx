'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import {
  getCompanyAnncDetail,
  getCompanyStyleDetail,
  getInfoNoticeDetail,
  getTrustCompanyDetail,
  queryCheckInTrust,
  queryCompanyStyles,
  queryInfoNotices,
} from '@/lib/api/equity-trust';
import { usePortalCall } from '@/lib/api/use-portal-call';
import { paths, sitePath } from '@/lib/site/paths';
import { useSite } from '@/lib/site/site-context';
import { ArticleBody } from './article-body';
import { LinkRows } from './link-rows';
import { LoadState } from './load-state';
import { Pager } from './pager';
import { SafeHtml } from './safe-html';
import { usePageParam } from './use-page-param';

const PAGE_SIZE = 15;

function useDetailHref() {
  const site = useSite();
  return (route: string, id: string) =>
    paths.withQuery(sitePath(site.VirtualDirectory, `equitytrustweb/${route}/`), { id });
}

function useListBody() {
  const site = useSite();
  const { page, goTo, search } = usePageParam();
  return {
    page,
    goTo,
    body: {
      PlatformId: site.PlatformId,
      Word: (search.get('word') ?? '').trim(),
      PageIndex: page,
      PageSize: PAGE_SIZE,
    },
  };
}

/** 信息公告 list. */
export function InfoNoticeList() {
  const href = useDetailHref();
  const { page, goTo, body } = useListBody();
  const { data, error, isLoading, mutate } = usePortalCall(queryInfoNotices, body);
  return (
    <section data-testid="info-notice-list">
      <LoadState
        isLoading={isLoading}
        error={error}
        empty={data?.Items.length === 0}
        onRetry={() => void mutate()}
      />
      {data && data.Items.length > 0 ? (
        <>
          <LinkRows
            testId="info-notice-rows"
            rows={data.Items.map((item) => ({
              id: item.NoticeId,
              title: item.Title,
              href: href('InfoNotice/Detail', item.NoticeId),
              extra: `${item.CompanyName}　${item.Category}`,
              meta: item.PublishTime.slice(0, 10),
            }))}
          />
          <Pager page={page} pageSize={PAGE_SIZE} total={data.Total} onPage={goTo} />
        </>
      ) : null}
    </section>
  );
}

/** InfoNotice/Detail and CompanyAnncDetail: one notice. */
export function NoticeDetail({ fromCompany }: { fromCompany: boolean }) {
  const t = useTranslations('portal');
  const site = useSite();
  const id = useSearchParams().get('id');
  const { data, error, isLoading, mutate } = usePortalCall(
    fromCompany ? getCompanyAnncDetail : getInfoNoticeDetail,
    id ? { PlatformId: site.PlatformId, NoticeId: id } : null,
  );
  if (!id)
    return (
      <p role="alert" className="py-16 text-center text-muted">
        {t('missingId')}
      </p>
    );
  if (!data)
    return <LoadState isLoading={isLoading} error={error} empty={false} onRetry={() => void mutate()} />;
  return (
    <ArticleBody
      title={data.Title}
      time={data.PublishTime}
      source={data.CompanyName}
      html={data.Html}
      attachments={data.Attachments}
    />
  );
}

/** 登记托管 list: companies in custody. */
export function CheckInTrustList() {
  const t = useTranslations('portal.equityTrust');
  const href = useDetailHref();
  const { page, goTo, body } = useListBody();
  const { data, error, isLoading, mutate } = usePortalCall(queryCheckInTrust, body);
  return (
    <section data-testid="check-in-trust-list">
      <LoadState
        isLoading={isLoading}
        error={error}
        empty={data?.Items.length === 0}
        onRetry={() => void mutate()}
      />
      {data && data.Items.length > 0 ? (
        <>
          <table className="w-full bg-white text-left">
            <thead className="bg-canvas text-muted">
              <tr>
                {(['company', 'stockCode', 'industry', 'capital', 'trustDate'] as const).map((key) => (
                  <th key={key} className="px-3 py-2 font-normal">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.Items.map((item) => (
                <tr key={item.CompanyId} className="border-t border-line" data-testid="trust-company">
                  <td className="px-3 py-2">
                    <a href={href('TrustCompanyDetail', item.CompanyId)} className="hover:text-primary">
                      {item.CompanyName}
                    </a>
                  </td>
                  <td className="px-3 py-2 text-muted">{item.StockCode}</td>
                  <td className="px-3 py-2 text-muted">{item.Industry}</td>
                  <td className="px-3 py-2 text-muted">{item.RegisteredCapital}</td>
                  <td className="px-3 py-2 text-muted">{item.TrustDate.slice(0, 10)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} pageSize={PAGE_SIZE} total={data.Total} onPage={goTo} />
        </>
      ) : null}
    </section>
  );
}

/** TrustCompanyDetail: the company's custody record and its notices. */
export function TrustCompanyDetail() {
  const t = useTranslations('portal');
  const site = useSite();
  const href = useDetailHref();
  const id = useSearchParams().get('id');
  const { data, error, isLoading, mutate } = usePortalCall(
    getTrustCompanyDetail,
    id ? { PlatformId: site.PlatformId, CompanyId: id } : null,
  );
  if (!id)
    return (
      <p role="alert" className="py-16 text-center text-muted">
        {t('missingId')}
      </p>
    );
  if (!data)
    return <LoadState isLoading={isLoading} error={error} empty={false} onRetry={() => void mutate()} />;
  const rows: Array<[string, string]> = [
    [t('equityTrust.stockCode'), data.StockCode],
    [t('equityTrust.industry'), data.Industry],
    [t('equityTrust.capital'), data.RegisteredCapital],
    [t('equityTrust.legalPerson'), data.LegalPerson],
    [t('equityTrust.address'), data.Address],
    [t('equityTrust.trustDate'), data.TrustDate.slice(0, 10)],
  ];
  return (
    <article className="space-y-5 rounded bg-white p-8" data-testid="trust-company-detail">
      <h1 className="text-xl font-medium">{data.CompanyName}</h1>
      <dl className="grid grid-cols-2 gap-x-8 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="inline text-muted">{label}：</dt>
            <dd className="inline">{value}</dd>
          </div>
        ))}
      </dl>
      <SafeHtml html={data.Html} className="leading-7" />
      <h2 className="text-base font-medium">{t('equityTrust.notices')}</h2>
      <LinkRows
        testId="company-notices"
        rows={data.Notices.map((item) => ({
          id: item.NoticeId,
          title: item.Title,
          href: href('CompanyAnncDetail', item.NoticeId),
          meta: item.PublishTime.slice(0, 10),
        }))}
      />
    </article>
  );
}

/** 企业风采 list. */
export function CompanyStyleList() {
  const site = useSite();
  const href = useDetailHref();
  const { page, goTo, body } = useListBody();
  const { data, error, isLoading, mutate } = usePortalCall(queryCompanyStyles, body);
  return (
    <section data-testid="company-style-list">
      <LoadState
        isLoading={isLoading}
        error={error}
        empty={data?.Items.length === 0}
        onRetry={() => void mutate()}
      />
      {data && data.Items.length > 0 ? (
        <>
          <ul className="grid grid-cols-[repeat(4,285px)] gap-5">
            {data.Items.map((item) => (
              <li key={item.CompanyId} className="rounded bg-white p-4 shadow-sm" data-testid="company-style">
                <a href={href('CompanyStyle/Detail', item.CompanyId)} className="block hover:text-primary">
                  {/* eslint-disable-next-line @next/next/no-img-element -- logos on the attachment host */}
                  <img
                    src={item.LogoUrl ?? `${site.StaticApi}/images/portal/annc-placeholder.svg`}
                    alt=""
                    className="h-[140px] w-full object-cover"
                    loading="lazy"
                  />
                  <p className="mt-2 font-medium">{item.CompanyName}</p>
                </a>
                <p className="mt-1 line-clamp-2 text-xs text-muted">{item.Summary}</p>
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={PAGE_SIZE} total={data.Total} onPage={goTo} />
        </>
      ) : null}
    </section>
  );
}

/** CompanyStyle/Detail: one company profile. */
export function CompanyStyleDetail() {
  const t = useTranslations('portal');
  const site = useSite();
  const id = useSearchParams().get('id');
  const { data, error, isLoading, mutate } = usePortalCall(
    getCompanyStyleDetail,
    id ? { PlatformId: site.PlatformId, CompanyId: id } : null,
  );
  if (!id)
    return (
      <p role="alert" className="py-16 text-center text-muted">
        {t('missingId')}
      </p>
    );
  if (!data)
    return <LoadState isLoading={isLoading} error={error} empty={false} onRetry={() => void mutate()} />;
  return (
    <article className="rounded bg-white p-8" data-testid="company-style-detail">
      <h1 className="text-xl font-medium">{data.CompanyName}</h1>
      <SafeHtml html={data.Html} className="mt-4 leading-7" />
    </article>
  );
}
