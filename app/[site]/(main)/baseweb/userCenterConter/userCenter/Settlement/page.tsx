import { SettlementView } from '@/components/user-centre/settlement-view';
import { siteParamsServing } from '@/lib/site/static-params';
import { titled } from '@/lib/site/page-title';
import { UserCentreMessages } from '@/components/user-centre/user-centre-messages';

export const dynamicParams = false;
export const generateMetadata = titled('Settlement');
export const generateStaticParams = () => siteParamsServing('baseweb');

/** Settlement (settlement centre). */
export default function Page() {
  return (
    <UserCentreMessages page="Settlement">
      <SettlementView />
    </UserCentreMessages>
  );
}
