import { AccountSettingsView } from '@/components/user-centre/account/account-settings-view';
import { siteParamsServing } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { UserCentreMessages } from '@/components/user-centre/user-centre-messages';

export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('bindPhone'));
export const generateStaticParams = () => siteParamsServing('baseweb');

/** Bind phone (left menu entry). */
export default function Page() {
  return (
    <UserCentreMessages page="BindPhone">
      <AccountSettingsView only="BindPhone" />
    </UserCentreMessages>
  );
}
