import { AnncApplyForm } from '@/components/portal/apply/annc-apply-form';
import { kindPage } from '@/components/portal/kind-page';

const kind = kindPage('AnncApply', () => <AnncApplyForm />);

export const generateStaticParams = kind.generateStaticParams;
export const generateMetadata = kind.generateMetadata;
export const dynamicParams = false;
export default kind.Page;
