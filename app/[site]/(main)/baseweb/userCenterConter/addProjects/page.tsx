import { Suspense } from 'react';
import { AddProjectView } from '@/components/user-centre/add-project-view';
import { siteParamsServing } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { UserCentreMessages } from '@/components/user-centre/user-centre-messages';

export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('addProjects'));
export const generateStaticParams = () => siteParamsServing('baseweb');

/** addProjects?isAdd=true&saveBaseInfo=true: a seller adds a project. */
export default function Page() {
  return (
    <UserCentreMessages page="addProjects">
      <Suspense>
        <AddProjectView />
      </Suspense>
    </UserCentreMessages>
  );
}
