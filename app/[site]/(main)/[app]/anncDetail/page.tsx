import { anncDetailContent } from '@/components/portal/detail/annc-detail-page';
import { kindPage } from '@/components/portal/kind-page';

const kind = kindPage('anncDetail', anncDetailContent);

export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;
export const dynamicParams = false;
export default kind.Page;
