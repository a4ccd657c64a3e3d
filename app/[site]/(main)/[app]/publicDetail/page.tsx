import { AnncDetailView } from '@/components/portal/detail/annc-detail';
import { kindPage } from '@/components/portal/kind-page';

const kind = kindPage('publicDetail', () => <AnncDetailView />);

export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;
export const dynamicParams = false;
export default kind.Page;
