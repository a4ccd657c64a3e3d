import { PageMessages } from '@/components/i18n/page-messages';
import { CompareView } from '@/components/compare/compare-view';
import { allSiteParams } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';

export const generateStaticParams = allSiteParams;
export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('compare'));

/** 比一比: the lots this device set aside to compare, side by side; anyone may use it. */
export default function ComparePage() {
  return (
    <PageMessages namespace={['portal', 'compare']}>
      <CompareView />
    </PageMessages>
  );
}
