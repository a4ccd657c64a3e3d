'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { useCall } from '@/lib/api/use-call';
import { useSite } from '@/lib/site/site-context';
import { LinkRows } from '@/components/portal/articles/link-rows';
import type { ReactNode } from 'react';
import type { LoadQuery } from '@/components/ui/load-state';
import { PagedList } from '@/components/ui/paged-list';
import { noticeRow } from './notice-row';
import { EQUITY_PAGE_SIZE, useEquityDetailHref, useEquityListBody } from './use-equity-trust';
import { publicCall } from '@/lib/api/call-ref';

const queryCheckInTrust = publicCall('queryCheckInTrust');
const queryCompanyStyles = publicCall('queryCompanyStyles');
const queryInfoNotices = publicCall('queryInfoNotices');

type EquityPage = { Items: readonly unknown[]; Total: number };
type FrameProps<P extends EquityPage> = {
  testId: string;
  query: LoadQuery<P>;
  page: number;
  goTo: (page: number) => void;
  children: (data: P) => ReactNode;
};

/** The frame the three equity-trust lists share: their section and the paged list. */
function EquityPagedList<P extends EquityPage>({ testId, query, page, goTo, children }: FrameProps<P>) {
  return (
    <section data-testid={testId}>
      <PagedList query={query} page={page} pageSize={EQUITY_PAGE_SIZE} onPage={goTo}>
        {children}
      </PagedList>
    </section>
  );
}

/** 信息公告 list. */
export function InfoNoticeList() {
  const href = useEquityDetailHref();
  const { page, goTo, body } = useEquityListBody();
  const { data, error, isLoading, mutate } = useCall(queryInfoNotices, body);
  return (
    <EquityPagedList
      testId="info-notice-list"
      query={{ data, error, isLoading, mutate }}
      page={page}
      goTo={goTo}
    >
      {(data) => (
        <LinkRows
          testId="info-notice-rows"
          rows={data.Items.map((item) =>
            noticeRow(
              item,
              href('InfoNotice/Detail', item.NoticeId),
              `${item.CompanyName}　${item.Category}`,
            ),
          )}
        />
      )}
    </EquityPagedList>
  );
}

/** 登记托管 list: companies in custody. */
export function CheckInTrustList() {
  const t = useTranslations('portal.equityTrust');
  const href = useEquityDetailHref();
  const { page, goTo, body } = useEquityListBody();
  const { data, error, isLoading, mutate } = useCall(queryCheckInTrust, body);
  return (
    <EquityPagedList
      testId="check-in-trust-list"
      query={{ data, error, isLoading, mutate }}
      page={page}
      goTo={goTo}
    >
      {(data) => (
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
      )}
    </EquityPagedList>
  );
}

/** 企业风采 list. */
export function CompanyStyleList() {
  const site = useSite();
  const href = useEquityDetailHref();
  const { page, goTo, body } = useEquityListBody();
  const { data, error, isLoading, mutate } = useCall(queryCompanyStyles, body);
  return (
    <EquityPagedList
      testId="company-style-list"
      query={{ data, error, isLoading, mutate }}
      page={page}
      goTo={goTo}
    >
      {(data) => (
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
              <p className="mt-1 line-clamp-2 text-xs text-muted elder:line-clamp-none">{item.Summary}</p>
            </li>
          ))}
        </ul>
      )}
    </EquityPagedList>
  );
}
