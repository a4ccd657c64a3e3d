import { NewsView } from '@/components/portal/news-view';
import { sitePath } from '@/lib/site/paths';
import { kindPage } from '@/components/portal/kind-page';

const kind = kindPage('news', (site) => (
  <NewsView listHref={sitePath(site.VirtualDirectory, `${site.portalApp}/news/`)} />
));

export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;
export const dynamicParams = false;
export default kind.Page;
