import { AccountSettingsView } from '@/components/user-centre/account/account-settings-view';
import { siteParamsServing } from '@/lib/site/static-params';
import { titled } from '@/lib/site/page-title';

export const dynamicParams = false;
export const generateMetadata = titled('ChangePassword');
export const generateStaticParams = () => siteParamsServing('baseweb');

/** Change password (left menu entry). */
export default function Page() {
  return <AccountSettingsView only="ChangePassword" />;
}
