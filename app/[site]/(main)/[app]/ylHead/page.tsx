import { ContentPageView } from '@/components/portal/articles/content-page-view';
import { kindPage } from '@/components/portal/kind-page';

const kind = kindPage('ylHead', () => <ContentPageView />);

export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;
export const dynamicParams = false;
export default kind.Page;
