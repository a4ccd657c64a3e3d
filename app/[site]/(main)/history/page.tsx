import { PageMessages } from '@/components/i18n/page-messages';
import { HistoryView } from '@/components/history/history-view';
import { allSiteParams } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';

export const generateStaticParams = allSiteParams;
export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('history'));

/** 浏览记录: the details this device opened on the tenant; anyone may use it, offline too. */
export default function HistoryPage() {
  return (
    <PageMessages namespace={['history', 'uiForm']}>
      <HistoryView />
    </PageMessages>
  );
}
