import { Suspense } from 'react';
import { AddProjectView } from '@/components/user-centre/add-project-view';
import { userCentrePage } from '@/components/user-centre/user-centre-page';

/** addProjects?isAdd=true&saveBaseInfo=true: a seller adds a project. */
const page = userCentrePage(
  'addProjects',
  <Suspense>
    <AddProjectView />
  </Suspense>,
);

export const dynamicParams = false;
export const generateMetadata = page.generateMetadata;
export const generateStaticParams = page.generateStaticParams;
export default page.Page;
