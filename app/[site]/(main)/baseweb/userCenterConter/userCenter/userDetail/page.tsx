import { UserDetailView } from '@/components/user-centre/user-detail-view';
import { siteParamsServing } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { UserCentreMessages } from '@/components/user-centre/user-centre-messages';

export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('userDetail'));
export const generateStaticParams = () => siteParamsServing('baseweb');

/** userDetail: the landing page after sign-in. */
export default function Page() {
  return (
    <UserCentreMessages page="userDetail">
      <UserDetailView />
    </UserCentreMessages>
  );
}
