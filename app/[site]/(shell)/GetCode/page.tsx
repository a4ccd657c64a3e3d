import { getTranslations } from 'next-intl/server';
import { WaitingScreen } from '@/components/shell/waiting-screen';
import { allSiteParams } from '@/lib/site/static-params';

export const generateStaticParams = allSiteParams;
export const dynamicParams = false;

/** Sign-in callback (SPEC §2 /GetCode): the waiting screen with its slogan. */
export default async function GetCodePage() {
  const t = await getTranslations('shell');
  return <WaitingScreen message={t('getCode')} slogan={t('slogan')} />;
}
