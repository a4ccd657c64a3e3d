import { CompanyStyleDetail } from '@/components/portal/equity-trust/equity-trust-details';
import { kindPage } from '@/components/portal/kind-page';

const kind = kindPage('CompanyStyle/Detail', () => <CompanyStyleDetail />);

export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;
export const dynamicParams = false;
export default kind.Page;
