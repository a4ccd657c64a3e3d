import { AccountSettingsView } from '@/components/user-centre/account/account-settings-view';
import { siteParamsServing } from '@/lib/site/static-params';
import { titled } from '@/lib/site/page-title';

export const dynamicParams = false;
export const generateMetadata = titled('BindPhone');
export const generateStaticParams = () => siteParamsServing('baseweb');

/** Bind phone (left menu entry). */
export default function Page() {
  return <AccountSettingsView only="BindPhone" />;
}
