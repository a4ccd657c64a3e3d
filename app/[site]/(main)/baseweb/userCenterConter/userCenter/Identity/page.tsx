import { AccountSettingsView } from '@/components/user-centre/account/account-settings-view';
import { siteParamsServing } from '@/lib/site/static-params';
import { titled } from '@/lib/site/page-title';

export const dynamicParams = false;
export const generateMetadata = titled('Identity');
export const generateStaticParams = () => siteParamsServing('baseweb');

/** Identity (real-name) check (left menu entry). */
export default function Page() {
  return <AccountSettingsView only="Identity" />;
}
