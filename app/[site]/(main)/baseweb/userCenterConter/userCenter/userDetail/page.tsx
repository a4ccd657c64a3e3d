import { UserDetailView } from '@/components/user-centre/user-detail-view';
import { userCentrePage } from '@/components/user-centre/user-centre-page';

/** userDetail: the landing page after sign-in. */
const page = userCentrePage('userDetail', <UserDetailView />);

export const dynamicParams = false;
export const generateMetadata = page.generateMetadata;
export const generateStaticParams = page.generateStaticParams;
export default page.Page;
