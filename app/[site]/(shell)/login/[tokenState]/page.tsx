import { getTranslations } from 'next-intl/server';
import { LoginStart } from '@/components/auth/login-start';
import { allSiteParams } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { shellMetadata } from '@/lib/site/build-time/shell-metadata';

/** Token states the portal links to: `reload` (forced fresh start) and `401` (no auto redirect). */
const loginTokenStates = ['reload', '401'] as const;

export function generateStaticParams() {
  return allSiteParams().flatMap(({ site }) => loginTokenStates.map((tokenState) => ({ site, tokenState })));
}
export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('loginStatus'), shellMetadata);

/** /login/{tokenState} (SPEC §2 login2). */
export default async function LoginWithStatePage({ params }: { params: Promise<{ tokenState: string }> }) {
  const { tokenState } = await params;
  const t = await getTranslations('shell');
  return <LoginStart tokenState={tokenState} message={t('login')} />;
}
