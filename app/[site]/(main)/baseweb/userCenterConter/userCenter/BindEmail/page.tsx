import { AccountSettingsView } from '@/components/user-centre/account/account-settings-view';
import { siteParamsServing } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { UserCentreMessages } from '@/components/user-centre/user-centre-messages';

export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('bindEmail'));
export const generateStaticParams = () => siteParamsServing('baseweb');

/** Bind email (left menu entry). */
export default function Page() {
  return (
    <UserCentreMessages page="BindEmail">
      <AccountSettingsView only="BindEmail" />
    </UserCentreMessages>
  );
}
