import { BankManagementView } from '@/components/user-centre/bank-management-view';
import { siteParamsServing } from '@/lib/site/static-params';
import { titled } from '@/lib/site/page-title';
import { UserCentreMessages } from '@/components/user-centre/user-centre-messages';

export const dynamicParams = false;
export const generateMetadata = titled('BankManagement');
export const generateStaticParams = () => siteParamsServing('baseweb');

/** Bank management (member). */
export default function Page() {
  return (
    <UserCentreMessages page="BankManagement">
      <BankManagementView />
    </UserCentreMessages>
  );
}
