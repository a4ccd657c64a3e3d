import { MyProjectsView } from '@/components/user-centre/my-projects-view';
import { siteParamsServing } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { UserCentreMessages } from '@/components/user-centre/user-centre-messages';

export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('myProjects'));
export const generateStaticParams = () => siteParamsServing('baseweb');

/** My projects (seller). */
export default function Page() {
  return (
    <UserCentreMessages page="MyProjects">
      <MyProjectsView />
    </UserCentreMessages>
  );
}
