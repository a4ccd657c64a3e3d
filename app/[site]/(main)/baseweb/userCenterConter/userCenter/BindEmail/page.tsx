import { AccountSettingsView } from '@/components/user-centre/account/account-settings-view';
import { siteParamsServing } from '@/lib/site/static-params';

export const dynamicParams = false;
export const generateStaticParams = () => siteParamsServing('baseweb');

/** Bind email (left menu entry). */
export default function Page() {
  return <AccountSettingsView only="BindEmail" />;
}
