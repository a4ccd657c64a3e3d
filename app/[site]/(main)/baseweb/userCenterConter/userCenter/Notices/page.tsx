import { NoticesView } from '@/components/user-centre/notices-view';
import { siteParamsServing } from '@/lib/site/static-params';

export const dynamicParams = false;
export const generateStaticParams = () => siteParamsServing('baseweb');

/** System notices (notice centre). */
export default function Page() {
  return <NoticesView />;
}
