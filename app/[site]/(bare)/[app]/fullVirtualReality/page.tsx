import { VirtualReality } from '@/components/portal/media/virtual-reality';
import { kindPage } from '@/components/portal/kind-page';

const kind = kindPage('fullVirtualReality', () => <VirtualReality />);

export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;
export const dynamicParams = false;
export default kind.Page;
