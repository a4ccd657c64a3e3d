import { ParticipationListView } from '@/components/user-centre/participation-list-view';
import { siteParamsServing } from '@/lib/site/static-params';

export const dynamicParams = false;
export const generateStaticParams = () => siteParamsServing('buyerweb');

/** My participation (buyer). */
export default function Page() {
  return <ParticipationListView />;
}
