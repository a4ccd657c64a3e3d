import { AccountSettingsView } from '@/components/user-centre/account/account-settings-view';
import { siteParamsServing } from '@/lib/site/static-params';

export const dynamicParams = false;
export const generateStaticParams = () => siteParamsServing('baseweb');

/** AccountSettings: bind phone, bind email, identity, password, user name. */
export default function Page() {
  return <AccountSettingsView />;
}
