import { getTranslations } from 'next-intl/server';
import { WaitingScreen } from '@/components/shell/waiting-screen';
import { allSiteParams } from '@/lib/site/static-params';

export const generateStaticParams = allSiteParams;
export const dynamicParams = false;

/** Starts the SSO registration redirect (SPEC §2 /Register). */
export default async function RegisterPage() {
  const t = await getTranslations('shell');
  return <WaitingScreen message={t('register')} />;
}
