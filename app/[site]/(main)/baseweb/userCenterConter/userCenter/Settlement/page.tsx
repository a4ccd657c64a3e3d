import { SettlementView } from '@/components/user-centre/settlement-view';
import { userCentrePage } from '@/components/user-centre/user-centre-page';

/** Settlement (settlement centre). */
const page = userCentrePage('settlement', <SettlementView />);

export const dynamicParams = false;
export const generateMetadata = page.generateMetadata;
export const generateStaticParams = page.generateStaticParams;
export default page.Page;
