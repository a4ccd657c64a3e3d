import { ArticleDetailFromQuery } from '@/components/portal/articles/article-detail-page';
import { kindPage } from '@/components/portal/kind-page';

const kind = kindPage('articledetail', () => <ArticleDetailFromQuery />);

export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;
export const dynamicParams = false;
export default kind.Page;
