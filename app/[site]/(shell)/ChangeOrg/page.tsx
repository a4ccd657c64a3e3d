import { getTranslations } from 'next-intl/server';
import { WaitingScreen } from '@/components/shell/waiting-screen';
import { allSiteParams } from '@/lib/site/static-params';

export const generateStaticParams = allSiteParams;
export const dynamicParams = false;

/** Fetches basic user info again and runs identity selection (SPEC §2 /ChangeOrg). */
export default async function ChangeOrgPage() {
  const t = await getTranslations('shell');
  return <WaitingScreen message={t('changeOrg')} />;
}
