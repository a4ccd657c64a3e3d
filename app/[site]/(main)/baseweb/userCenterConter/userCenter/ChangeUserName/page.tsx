import { AccountSettingsView } from '@/components/user-centre/account/account-settings-view';
import { siteParamsServing } from '@/lib/site/static-params';
import { titled } from '@/lib/site/page-title';

export const dynamicParams = false;
export const generateMetadata = titled('ChangeUserName');
export const generateStaticParams = () => siteParamsServing('baseweb');

/** Change user name (left menu entry). */
export default function Page() {
  return <AccountSettingsView only="ChangeUserName" />;
}
