import { CompanyStyleList } from '@/components/portal/equity-trust/equity-trust-lists';
import { kindPage } from '@/components/portal/kind-page';

const kind = kindPage('CompanyStyle/List', () => <CompanyStyleList />);

export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;
export const dynamicParams = false;
export default kind.Page;
