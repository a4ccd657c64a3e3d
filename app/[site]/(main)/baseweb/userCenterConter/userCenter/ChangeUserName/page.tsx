import { AccountSettingsView } from '@/components/user-centre/account/account-settings-view';
import { siteParamsServing } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { UserCentreMessages } from '@/components/user-centre/user-centre-messages';

export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('changeUserName'));
export const generateStaticParams = () => siteParamsServing('baseweb');

/** Change user name (left menu entry). */
export default function Page() {
  return (
    <UserCentreMessages page="ChangeUserName">
      <AccountSettingsView only="ChangeUserName" />
    </UserCentreMessages>
  );
}
