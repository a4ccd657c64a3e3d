import { ParticipationListView } from '@/components/user-centre/participation-list-view';
import { siteParamsServing } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { UserCentreMessages } from '@/components/user-centre/user-centre-messages';

export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('participation'));
export const generateStaticParams = () => siteParamsServing('buyerweb');

/** My participation (buyer). */
export default function Page() {
  return (
    <UserCentreMessages page="MyParticipation">
      <ParticipationListView />
    </UserCentreMessages>
  );
}
