import { OrderQueryView } from '@/components/user-centre/order-query-view';
import { siteParamsServing } from '@/lib/site/static-params';

export const dynamicParams = false;
export const generateStaticParams = () => siteParamsServing('baseweb');

/** Order query (settlement centre). */
export default function Page() {
  return <OrderQueryView />;
}
