import { ArticlesPage } from '@/components/portal/articles/articles-page';
import { kindPage } from '@/components/portal/kind-page';

const kind = kindPage('articlelist', (site) => <ArticlesPage site={site} by="typeid" />);

export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;
export const dynamicParams = false;
export default kind.Page;
