import { HomePage } from '@/components/home/home-page';
import { siteFromParams } from '@/lib/site/get-site';
import { builtSites } from '@/sites';
import { homeAppOf } from '@/lib/site/home-app';
import { orPlaceholder, UNUSED_ROUTE_SITE } from '@/lib/site/static-params';
import { titled } from '@/lib/site/page-title';

/** `<app>/home/`: the home route of the portals whose menu starts there (brandweb, leaseweb, ...). */
export function generateStaticParams() {
  const params = builtSites.flatMap((site) => {
    const app = homeAppOf(site);
    return app ? [{ site: site.VirtualDirectory, app }] : [];
  });
  return orPlaceholder(params, { site: UNUSED_ROUTE_SITE, app: UNUSED_ROUTE_SITE });
}
export const dynamicParams = false;
export const generateMetadata = titled('home');

export default async function PortalHome({ params }: { params: Promise<{ site: string; app: string }> }) {
  const site = await siteFromParams(params);
  return <HomePage site={site} />;
}
