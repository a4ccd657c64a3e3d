import { AccountSettingsView } from '@/components/user-centre/account/account-settings-view';
import { userCentrePage } from '@/components/user-centre/user-centre-page';

/** Change password (left menu entry). */
const page = userCentrePage('changePassword', <AccountSettingsView only="ChangePassword" />);

export const dynamicParams = false;
export const generateMetadata = page.generateMetadata;
export const generateStaticParams = page.generateStaticParams;
export default page.Page;
