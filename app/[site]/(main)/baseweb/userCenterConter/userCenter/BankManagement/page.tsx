import { BankManagementView } from '@/components/user-centre/bank-management-view';
import { siteParamsServing } from '@/lib/site/static-params';

export const dynamicParams = false;
export const generateStaticParams = () => siteParamsServing('baseweb');

/** Bank management (member). */
export default function Page() {
  return <BankManagementView />;
}
