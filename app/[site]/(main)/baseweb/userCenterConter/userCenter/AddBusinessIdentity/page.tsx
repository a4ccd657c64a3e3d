import { AddBusinessIdentityView } from '@/components/user-centre/add-business-identity-view';
import { siteParamsServing } from '@/lib/site/static-params';

export const dynamicParams = false;
export const generateStaticParams = () => siteParamsServing('baseweb');

/** AddBusinessIdentity: apply for another trading identity. */
export default function Page() {
  return <AddBusinessIdentityView />;
}
