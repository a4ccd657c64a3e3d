import { AccountSettingsView } from '@/components/user-centre/account/account-settings-view';
import { siteParamsServing } from '@/lib/site/static-params';
import { titled } from '@/lib/site/page-title';

export const dynamicParams = false;
export const generateMetadata = titled('BindEmail');
export const generateStaticParams = () => siteParamsServing('baseweb');

/** Bind email (left menu entry). */
export default function Page() {
  return <AccountSettingsView only="BindEmail" />;
}
