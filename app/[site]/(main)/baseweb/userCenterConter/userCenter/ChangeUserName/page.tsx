import { AccountSettingsView } from '@/components/user-centre/account/account-settings-view';
import { userCentrePage } from '@/components/user-centre/user-centre-page';

/** Change user name (left menu entry). */
const page = userCentrePage('changeUserName', <AccountSettingsView only="ChangeUserName" />);

export const dynamicParams = false;
export const generateMetadata = page.generateMetadata;
export const generateStaticParams = page.generateStaticParams;
export default page.Page;
