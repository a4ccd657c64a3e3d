import { OrderQueryView } from '@/components/user-centre/order-query-view';
import { userCentrePage } from '@/components/user-centre/user-centre-page';

/** Order query (settlement centre). */
const page = userCentrePage('orderQuery', <OrderQueryView />);

export const dynamicParams = false;
export const generateMetadata = page.generateMetadata;
export const generateStaticParams = page.generateStaticParams;
export default page.Page;
