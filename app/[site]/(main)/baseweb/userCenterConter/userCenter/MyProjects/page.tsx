import { MyProjectsView } from '@/components/user-centre/my-projects-view';
import { siteParamsServing } from '@/lib/site/static-params';

export const dynamicParams = false;
export const generateStaticParams = () => siteParamsServing('baseweb');

/** My projects (seller). */
export default function Page() {
  return <MyProjectsView />;
}
