import { AnncDetailView } from '@/components/portal/detail/annc-detail';
import { kindPage } from '@/components/portal/kind-page';
import { detailRoutesOf } from '@/lib/portal/route-set';

const kind = kindPage('anncDetail', (site) => <AnncDetailView routes={detailRoutesOf(site.portalApp)} />);

export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;
export const dynamicParams = false;
export default kind.Page;
