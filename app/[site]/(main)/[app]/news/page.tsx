import { NewsView } from '@/components/portal/articles/news-view';
import { href } from '@/lib/site/navigation/paths';
import { kindPage } from '@/components/portal/kind-page';

const kind = kindPage('news', (site) => <NewsView listHref={href(site, 'news')} />);

export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;
export const dynamicParams = false;
export default kind.Page;
