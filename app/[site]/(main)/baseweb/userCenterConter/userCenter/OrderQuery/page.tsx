import { OrderQueryView } from '@/components/user-centre/order-query-view';
import { siteParamsServing } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { UserCentreMessages } from '@/components/user-centre/user-centre-messages';

export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('orderQuery'));
export const generateStaticParams = () => siteParamsServing('baseweb');

/** Order query (settlement centre). */
export default function Page() {
  return (
    <UserCentreMessages page="OrderQuery">
      <OrderQueryView />
    </UserCentreMessages>
  );
}
