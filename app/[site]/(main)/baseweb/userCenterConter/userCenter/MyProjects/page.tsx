import { MyProjectsView } from '@/components/user-centre/my-projects-view';
import { userCentrePage } from '@/components/user-centre/user-centre-page';

/** My projects (seller). */
const page = userCentrePage('myProjects', <MyProjectsView />);

export const dynamicParams = false;
export const generateMetadata = page.generateMetadata;
export const generateStaticParams = page.generateStaticParams;
export default page.Page;
