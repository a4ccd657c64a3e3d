import { getTranslations } from 'next-intl/server';
import { SubAppEntry } from '@/components/site/sub-app-entry';
import { WaitingScreen } from '@/components/shell/waiting-screen';
import { siteFromParams } from '@/lib/site/build-time/get-site';
import { sitePath } from '@/lib/site/navigation/paths';
import { subAppEntryTarget } from '@/lib/site/navigation/sub-app-entry';
import { titled } from '@/lib/site/build-time/page-title';
import { shellMetadata } from '@/lib/site/build-time/shell-metadata';
import { orPlaceholder, UNUSED_ROUTE_SITE } from '@/lib/site/build-time/static-params';
import { builtSites } from '@/sites';

/** `/{vd}/{app}/` for every sub-application a tenant serves (the buyer jump lands on buyerweb's). */
export function generateStaticParams() {
  return orPlaceholder(
    builtSites.flatMap((site) =>
      site.subApps.map((app) => ({ site: site.VirtualDirectory, app: app as string })),
    ),
    { site: UNUSED_ROUTE_SITE, app: 'buyerweb' },
  );
}
export const dynamicParams = false;

type Props = { params: Promise<{ site: string; app: string }> };

/** Titled by where it leads: the user centre for baseweb, the home for a portal. */
export async function generateMetadata({ params }: Props) {
  const { app } = await params;
  return titled(app === 'baseweb' ? 'userDetail' : 'home', shellMetadata)();
}

/** A waiting line and a link: the home itself is one hop away, not copied here. */
export default async function SubAppRoot({ params }: Props) {
  const site = await siteFromParams(params);
  const { app } = await params;
  const t = await getTranslations('shell');
  const target = sitePath(site.VirtualDirectory, subAppEntryTarget(site, app));
  return (
    <WaitingScreen message={t('subAppEntry')}>
      <a href={target} className="mt-6 underline">
        {t('subAppEntryLink')}
      </a>
      <SubAppEntry target={target} />
    </WaitingScreen>
  );
}
