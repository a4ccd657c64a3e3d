import { AddBusinessIdentityView } from '@/components/user-centre/add-business-identity-view';
import { siteParamsServing } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { UserCentreMessages } from '@/components/user-centre/user-centre-messages';

export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('addBusinessIdentity'));
export const generateStaticParams = () => siteParamsServing('baseweb');

/** AddBusinessIdentity: apply for another trading identity. */
export default function Page() {
  return (
    <UserCentreMessages page="AddBusinessIdentity">
      <AddBusinessIdentityView />
    </UserCentreMessages>
  );
}
