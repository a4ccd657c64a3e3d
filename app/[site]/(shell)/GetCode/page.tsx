import { getTranslations } from 'next-intl/server';
import { SignInCallback } from '@/components/auth/sign-in-callback';
import { allSiteParams } from '@/lib/site/build-time/static-params';
import { titled } from '@/lib/site/build-time/page-title';
import { tenantPageTitle } from '@/sites/pages';
import { shellMetadata } from '@/lib/site/build-time/shell-metadata';

export const generateStaticParams = allSiteParams;
export const dynamicParams = false;
export const generateMetadata = titled(tenantPageTitle('getCode'), shellMetadata);

/** Sign-in callback (SPEC §2 /GetCode): the waiting screen with its slogan. */
export default async function GetCodePage() {
  const t = await getTranslations('shell');
  return <SignInCallback variant={1} message={t('getCode')} slogan={t('slogan')} />;
}
