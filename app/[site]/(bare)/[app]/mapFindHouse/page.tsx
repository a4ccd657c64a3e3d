import { MapFindHouse } from '@/components/portal/house-map/map-find-house';
import { kindPage } from '@/components/portal/kind-page';

const kind = kindPage('mapFindHouse', (site) => <MapFindHouse site={site} />);

export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;
export const dynamicParams = false;
export default kind.Page;
