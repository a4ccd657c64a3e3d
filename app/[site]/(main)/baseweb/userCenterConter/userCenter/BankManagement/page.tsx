import { BankManagementView } from '@/components/user-centre/bank-management-view';
import { siteParamsServing } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { UserCentreMessages } from '@/components/user-centre/user-centre-messages';

export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('bankManagement'));
export const generateStaticParams = () => siteParamsServing('baseweb');

/** Bank management (member). */
export default function Page() {
  return (
    <UserCentreMessages page="BankManagement">
      <BankManagementView />
    </UserCentreMessages>
  );
}
