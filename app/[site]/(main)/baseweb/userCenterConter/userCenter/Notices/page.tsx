import { NoticesView } from '@/components/user-centre/notices-view';
import { siteParamsServing } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { UserCentreMessages } from '@/components/user-centre/user-centre-messages';

export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('notices'));
export const generateStaticParams = () => siteParamsServing('baseweb');

/** System notices (notice centre). */
export default function Page() {
  return (
    <UserCentreMessages page="Notices">
      <NoticesView />
    </UserCentreMessages>
  );
}
