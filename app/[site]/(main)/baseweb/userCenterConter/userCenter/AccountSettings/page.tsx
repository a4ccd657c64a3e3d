import { AccountSettingsView } from '@/components/user-centre/account/account-settings-view';
import { siteParamsServing } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { UserCentreMessages } from '@/components/user-centre/user-centre-messages';

export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('accountSettings'));
export const generateStaticParams = () => siteParamsServing('baseweb');

/** AccountSettings: bind phone, bind email, identity, password, user name. */
export default function Page() {
  return (
    <UserCentreMessages page="AccountSettings">
      <AccountSettingsView />
    </UserCentreMessages>
  );
}
