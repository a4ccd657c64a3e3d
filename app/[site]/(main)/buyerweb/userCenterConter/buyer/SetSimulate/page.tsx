import { SetSimulateView } from '@/components/user-centre/set-simulate-view';
import { siteParamsServing } from '@/lib/site/static-params';

export const dynamicParams = false;
export const generateStaticParams = () => siteParamsServing('buyerweb');

/** SetSimulate: the buyer practice bidding room. */
export default function Page() {
  return <SetSimulateView />;
}
