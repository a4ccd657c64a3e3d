import { BankManagementView } from '@/components/user-centre/bank-management-view';
import { userCentrePage } from '@/components/user-centre/user-centre-page';

/** Bank management (member). */
const page = userCentrePage('bankManagement', <BankManagementView />);

export const dynamicParams = false;
export const generateMetadata = page.generateMetadata;
export const generateStaticParams = page.generateStaticParams;
export default page.Page;
