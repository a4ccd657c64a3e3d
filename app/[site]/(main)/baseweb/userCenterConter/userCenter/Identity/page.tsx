import { AccountSettingsView } from '@/components/user-centre/account/account-settings-view';
import { siteParamsServing } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { UserCentreMessages } from '@/components/user-centre/user-centre-messages';

export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('identity'));
export const generateStaticParams = () => siteParamsServing('baseweb');

/** Identity (real-name) check (left menu entry). */
export default function Page() {
  return (
    <UserCentreMessages page="Identity">
      <AccountSettingsView only="Identity" />
    </UserCentreMessages>
  );
}
