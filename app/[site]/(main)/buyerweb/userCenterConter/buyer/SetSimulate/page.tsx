import { SetSimulateView } from '@/components/user-centre/set-simulate-view';
import { userCentrePage } from '@/components/user-centre/user-centre-page';

/** SetSimulate: the buyer practice bidding room. */
const page = userCentrePage('setSimulate', <SetSimulateView />);

export const dynamicParams = false;
export const generateMetadata = page.generateMetadata;
export const generateStaticParams = page.generateStaticParams;
export default page.Page;
