'use client';

import { queryCheckInTrust, queryCompanyStyles, queryInfoNotices } from '@/lib/contract/equity-trust';
import { useTranslations } from '@/components/i18n/use-translations';
import { useCall } from '@/lib/api/use-call';
import { useSite } from '@/lib/site/site-context';
import { LinkRows } from './link-rows';
import { LoadState } from './load-state';
import { Pager } from './pager';
import { EQUITY_PAGE_SIZE, useEquityDetailHref, useEquityListBody } from './use-equity-trust';

/** 信息公告 list. */
export function InfoNoticeList() {
  const href = useEquityDetailHref();
  const { page, goTo, body } = useEquityListBody();
  const { data, error, isLoading, mutate } = useCall(queryInfoNotices, body);
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
          <Pager page={page} pageSize={EQUITY_PAGE_SIZE} total={data.Total} onPage={goTo} />
        </>
      ) : null}
    </section>
  );
}

/** 登记托管 list: companies in custody. */
export function CheckInTrustList() {
  const t = useTranslations('portal.equityTrust');
  const href = useEquityDetailHref();
  const { page, goTo, body } = useEquityListBody();
  const { data, error, isLoading, mutate } = useCall(queryCheckInTrust, body);
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
          <div className="overflow-x-auto">
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
          </div>
          <Pager page={page} pageSize={EQUITY_PAGE_SIZE} total={data.Total} onPage={goTo} />
        </>
      ) : null}
    </section>
  );
}

/** 企业风采 list. */
export function CompanyStyleList() {
  const site = useSite();
  const href = useEquityDetailHref();
  const { page, goTo, body } = useEquityListBody();
  const { data, error, isLoading, mutate } = useCall(queryCompanyStyles, body);
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
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-[repeat(4,285px)]">
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
          <Pager page={page} pageSize={EQUITY_PAGE_SIZE} total={data.Total} onPage={goTo} />
        </>
      ) : null}
    </section>
  );
}
