import { getTranslations } from 'next-intl/server';
import { WaitingScreen } from '@/components/shell/waiting-screen';
import { allSiteParams } from '@/lib/site/static-params';

export const generateStaticParams = allSiteParams;
export const dynamicParams = false;

/** Callback of the second sign-in variant (SPEC §2 /GetCode2). */
export default async function GetCode2Page() {
  const t = await getTranslations('shell');
  return <WaitingScreen message={t('getCode')} slogan={t('slogan')} />;
}
