import { ParticipationListView } from '@/components/user-centre/participation-list-view';
import { userCentrePage } from '@/components/user-centre/user-centre-page';

/** My participation (buyer). */
const page = userCentrePage('participation', <ParticipationListView />);

export const dynamicParams = false;
export const generateMetadata = page.generateMetadata;
export const generateStaticParams = page.generateStaticParams;
export default page.Page;
