import { getTranslations } from 'next-intl/server';
import { WaitingScreen } from '@/components/shell/waiting-screen';
import { allSiteParams } from '@/lib/site/static-params';

export const generateStaticParams = allSiteParams;
export const dynamicParams = false;

/** Fetches the bidding address and goes there (SPEC §2 /transit). */
export default async function TransitPage() {
  const t = await getTranslations('shell');
  return <WaitingScreen message={t('transit')} />;
}
