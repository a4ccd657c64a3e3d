import { getTranslations } from 'next-intl/server';
import { Transit } from '@/components/auth/transit';
import { allSiteParams } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { shellMetadata } from '@/lib/site/build-time/shell-metadata';

export const generateStaticParams = allSiteParams;
export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('transit'), shellMetadata);

/** Fetches the bidding address and goes there (SPEC §2 /transit). */
export default async function TransitPage() {
  const t = await getTranslations('shell');
  return <Transit message={t('transit')} />;
}
