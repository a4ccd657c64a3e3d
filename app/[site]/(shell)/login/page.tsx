import { getTranslations } from 'next-intl/server';
import { WaitingScreen } from '@/components/shell/waiting-screen';
import { allSiteParams } from '@/lib/site/static-params';

export const generateStaticParams = allSiteParams;
export const dynamicParams = false;

/** Starts sign-in (SPEC §2 /login). */
export default async function LoginPage() {
  const t = await getTranslations('shell');
  return <WaitingScreen message={t('login')} />;
}
