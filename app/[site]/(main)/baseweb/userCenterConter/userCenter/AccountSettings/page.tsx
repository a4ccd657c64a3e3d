import { AccountSettingsView } from '@/components/user-centre/account/account-settings-view';
import { userCentrePage } from '@/components/user-centre/user-centre-page';

/** AccountSettings: bind phone, bind email, identity, password, user name. */
const page = userCentrePage('accountSettings', <AccountSettingsView />);

export const dynamicParams = false;
export const generateMetadata = page.generateMetadata;
export const generateStaticParams = page.generateStaticParams;
export default page.Page;
