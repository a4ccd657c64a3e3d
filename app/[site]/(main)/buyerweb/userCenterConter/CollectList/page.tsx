import { CollectListView } from '@/components/user-centre/collect-list-view';
import { userCentrePage } from '@/components/user-centre/user-centre-page';

/** CollectList: the buyer's favourites. */
const page = userCentrePage('collectList', <CollectListView />);

export const dynamicParams = false;
export const generateMetadata = page.generateMetadata;
export const generateStaticParams = page.generateStaticParams;
export default page.Page;
