import { SetSimulateView } from '@/components/user-centre/set-simulate-view';
import { siteParamsServing } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { UserCentreMessages } from '@/components/user-centre/user-centre-messages';

export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('setSimulate'));
export const generateStaticParams = () => siteParamsServing('buyerweb');

/** SetSimulate: the buyer practice bidding room. */
export default function Page() {
  return (
    <UserCentreMessages page="SetSimulate">
      <SetSimulateView />
    </UserCentreMessages>
  );
}
