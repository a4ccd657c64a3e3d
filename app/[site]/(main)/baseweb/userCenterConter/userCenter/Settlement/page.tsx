import { SettlementView } from '@/components/user-centre/settlement-view';
import { siteParamsServing } from '@/lib/site/static-params';

export const dynamicParams = false;
export const generateStaticParams = () => siteParamsServing('baseweb');

/** Settlement (settlement centre). */
export default function Page() {
  return <SettlementView />;
}
