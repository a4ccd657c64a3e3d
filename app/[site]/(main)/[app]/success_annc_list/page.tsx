import { AnncListPage } from '@/components/portal/list/annc-list-page';
import { kindPage } from '@/components/portal/kind-page';

const kind = kindPage('success_annc_list', (site) => <AnncListPage site={site} route="success_annc_list" />);

export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;
export const dynamicParams = false;
export default kind.Page;
