import { AccountSettingsView } from '@/components/user-centre/account/account-settings-view';
import { siteParamsServing } from '@/lib/site/static-params';

export const dynamicParams = false;
export const generateStaticParams = () => siteParamsServing('baseweb');

/** Change user name (left menu entry). */
export default function Page() {
  return <AccountSettingsView only="ChangeUserName" />;
}
