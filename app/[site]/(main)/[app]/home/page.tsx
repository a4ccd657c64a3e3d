import { HomePage } from '@/components/home/home-page';
import { siteFromParams } from '@/lib/site/get-site';
import { builtSites } from '@/sites';

/** `<app>/home/`: the home route of the portals whose menu starts there (brandweb, leaseweb, ...). */
export function generateStaticParams() {
  return builtSites.flatMap((site) => {
    const home = site.menu.find((item) => item.index === 1)?.path;
    const app = home?.match(/^(\w+)\/home\/$/)?.[1];
    return app ? [{ site: site.VirtualDirectory, app }] : [];
  });
}
export const dynamicParams = false;

export default async function PortalHome({ params }: { params: Promise<{ site: string; app: string }> }) {
  const site = await siteFromParams(params);
  return <HomePage site={site} />;
}
