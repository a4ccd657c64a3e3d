import { AddBusinessIdentityView } from '@/components/user-centre/add-business-identity-view';
import { userCentrePage } from '@/components/user-centre/user-centre-page';

/** AddBusinessIdentity: apply for another trading identity. */
const page = userCentrePage('addBusinessIdentity', <AddBusinessIdentityView />);

export const dynamicParams = false;
export const generateMetadata = page.generateMetadata;
export const generateStaticParams = page.generateStaticParams;
export default page.Page;
