import { GuestBook } from '@/components/portal/guest-book';
import { kindPage } from '@/components/portal/kind-page';

const kind = kindPage('guestBook', () => <GuestBook />);

export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;
export const dynamicParams = false;
export default kind.Page;
