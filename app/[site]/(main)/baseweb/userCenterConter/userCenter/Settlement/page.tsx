import { SettlementView } from '@/components/user-centre/settlement-view';
import { siteParamsServing } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { UserCentreMessages } from '@/components/user-centre/user-centre-messages';

export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('settlement'));
export const generateStaticParams = () => siteParamsServing('baseweb');

/** Settlement (settlement centre). */
export default function Page() {
  return (
    <UserCentreMessages page="Settlement">
      <SettlementView />
    </UserCentreMessages>
  );
}
