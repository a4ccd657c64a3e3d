import { AccountSettingsView } from '@/components/user-centre/account/account-settings-view';
import { userCentrePage } from '@/components/user-centre/user-centre-page';

/** Bind email (left menu entry). */
const page = userCentrePage('bindEmail', <AccountSettingsView only="BindEmail" />);

export const dynamicParams = false;
export const generateMetadata = page.generateMetadata;
export const generateStaticParams = page.generateStaticParams;
export default page.Page;
