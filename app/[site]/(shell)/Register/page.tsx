import { getTranslations } from 'next-intl/server';
import { RegisterRedirect } from '@/components/auth/register-redirect';
import { allSiteParams } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { shellMetadata } from '@/lib/site/build-time/shell-metadata';

export const generateStaticParams = allSiteParams;
export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('register'), shellMetadata);

/** Starts the SSO registration redirect (SPEC §2 /Register). */
export default async function RegisterPage() {
  const t = await getTranslations('shell');
  return <RegisterRedirect message={t('register')} />;
}
