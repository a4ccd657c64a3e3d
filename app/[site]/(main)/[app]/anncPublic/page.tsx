import { AnncListPage } from '@/components/portal/list/annc-list-page';
import { kindPage } from '@/components/portal/kind-page';

const kind = kindPage('anncPublic', (site) => <AnncListPage site={site} route="anncPublic" />);

export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;
export const dynamicParams = false;
export default kind.Page;
