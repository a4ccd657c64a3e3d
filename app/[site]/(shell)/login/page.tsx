import { getTranslations } from 'next-intl/server';
import { LoginStart } from '@/components/auth/login-start';
import { allSiteParams } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { shellMetadata } from '@/lib/site/build-time/shell-metadata';

export const generateStaticParams = allSiteParams;
export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('login'), shellMetadata);

/** Starts sign-in (SPEC §2 /login). */
export default async function LoginPage() {
  const t = await getTranslations('shell');
  return <LoginStart tokenState={null} message={t('login')} />;
}
