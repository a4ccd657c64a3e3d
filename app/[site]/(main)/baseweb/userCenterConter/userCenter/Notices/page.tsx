import { NoticesView } from '@/components/user-centre/notices-view';
import { userCentrePage } from '@/components/user-centre/user-centre-page';

/** System notices (notice centre). */
const page = userCentrePage('notices', <NoticesView />);

export const dynamicParams = false;
export const generateMetadata = page.generateMetadata;
export const generateStaticParams = page.generateStaticParams;
export default page.Page;
