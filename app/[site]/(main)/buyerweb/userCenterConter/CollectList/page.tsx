import { CollectListView } from '@/components/user-centre/collect-list-view';
import { siteParamsServing } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { UserCentreMessages } from '@/components/user-centre/user-centre-messages';

export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('collectList'));
export const generateStaticParams = () => siteParamsServing('buyerweb');

/** CollectList: the buyer's favourites. */
export default function Page() {
  return (
    <UserCentreMessages page="CollectList">
      <CollectListView />
    </UserCentreMessages>
  );
}
