'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useCall } from '@/lib/api/use-call';
import { useSite } from '@/lib/site/site-context';
import { ArticleBody, articleFields } from '@/components/portal/content/article-body';
import { LinkRows } from '@/components/portal/articles/link-rows';
import { DetailState } from '@/components/ui/detail-state';
import { DocumentTitle } from '@/components/site/document-title';
import { SafeHtml } from '@/components/portal/content/safe-html';
import { noticeRow } from './notice-row';
import { useEquityDetailHref } from './use-equity-trust';
import { publicCall } from '@/lib/api/call-ref';

const getCompanyAnncDetail = publicCall('getCompanyAnncDetail');
const getCompanyStyleDetail = publicCall('getCompanyStyleDetail');
const getInfoNoticeDetail = publicCall('getInfoNoticeDetail');
const getTrustCompanyDetail = publicCall('getTrustCompanyDetail');

/** InfoNotice/Detail and CompanyAnncDetail: one notice. */
export function NoticeDetail({ fromCompany }: { fromCompany: boolean }) {
  const site = useSite();
  const id = useSearchParams().get('id');
  const { data, error, isLoading, mutate } = useCall(
    fromCompany ? getCompanyAnncDetail : getInfoNoticeDetail,
    id ? { PlatformId: site.PlatformId, NoticeId: id } : null,
  );
  if (!id || !data) return <DetailState hasId={Boolean(id)} query={{ isLoading, error, mutate }} />;
  return <ArticleBody {...articleFields({ ...data, Source: data.CompanyName })} />;
}

/** TrustCompanyDetail: the company's custody record and its notices. */
export function TrustCompanyDetail() {
  const t = useTranslations('portal');
  const site = useSite();
  const href = useEquityDetailHref();
  const id = useSearchParams().get('id');
  const { data, error, isLoading, mutate } = useCall(
    getTrustCompanyDetail,
    id ? { PlatformId: site.PlatformId, CompanyId: id } : null,
  );
  if (!id || !data) return <DetailState hasId={Boolean(id)} query={{ isLoading, error, mutate }} />;
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
      <DocumentTitle name={data.CompanyName} />
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
        rows={data.Notices.map((item) => noticeRow(item, href('CompanyAnncDetail', item.NoticeId)))}
      />
    </article>
  );
}

/** CompanyStyle/Detail: one company profile. */
export function CompanyStyleDetail() {
  const site = useSite();
  const id = useSearchParams().get('id');
  const { data, error, isLoading, mutate } = useCall(
    getCompanyStyleDetail,
    id ? { PlatformId: site.PlatformId, CompanyId: id } : null,
  );
  if (!id || !data) return <DetailState hasId={Boolean(id)} query={{ isLoading, error, mutate }} />;
  return (
    <article className="rounded bg-white p-8" data-testid="company-style-detail">
      <DocumentTitle name={data.CompanyName} />
      <h1 className="text-xl font-medium">{data.CompanyName}</h1>
      <SafeHtml html={data.Html} className="mt-4 leading-7" />
    </article>
  );
}
