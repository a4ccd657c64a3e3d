import { HomePage } from '@/components/home/home-page';
import { kindPage } from '@/components/portal/kind-page';

const kind = kindPage('home', (site) => <HomePage site={site} />);

export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;
export const dynamicParams = false;
export default kind.Page;
