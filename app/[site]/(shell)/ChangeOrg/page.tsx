import { getTranslations } from 'next-intl/server';
import { ChangeOrg } from '@/components/auth/change-org';
import { allSiteParams } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { shellMetadata } from '@/lib/site/build-time/shell-metadata';

export const generateStaticParams = allSiteParams;
export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('changeOrg'), shellMetadata);

/** Fetches basic user info again and runs identity selection (SPEC §2 /ChangeOrg). */
export default async function ChangeOrgPage() {
  const t = await getTranslations('shell');
  return <ChangeOrg message={t('changeOrg')} />;
}
