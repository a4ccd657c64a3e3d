import { getTranslations } from 'next-intl/server';
import { WaitingScreen } from '@/components/shell/waiting-screen';
import { allSiteParams } from '@/lib/site/static-params';

/** Token states the portal links to: `reload` (forced fresh start) and `401` (no auto redirect). */
const loginTokenStates = ['reload', '401'] as const;

export function generateStaticParams() {
  return allSiteParams().flatMap(({ site }) => loginTokenStates.map((tokenState) => ({ site, tokenState })));
}
export const dynamicParams = false;

/** /login/{tokenState} (SPEC §2 login2). */
export default async function LoginWithStatePage() {
  const t = await getTranslations('shell');
  return <WaitingScreen message={t('login')} />;
}
