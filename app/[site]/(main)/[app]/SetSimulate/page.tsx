import { SetSimulate } from '@/components/portal/set-simulate';
import { kindPage } from '@/components/portal/kind-page';

const kind = kindPage('SetSimulate', (site) => <SetSimulate site={site} />);

export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;
export const dynamicParams = false;
export default kind.Page;
