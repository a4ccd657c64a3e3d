import { NoticeDetail } from '@/components/portal/equity-trust/equity-trust-details';
import { kindPage } from '@/components/portal/kind-page';

const kind = kindPage('CompanyAnncDetail', () => <NoticeDetail fromCompany />);

export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;
export const dynamicParams = false;
export default kind.Page;
