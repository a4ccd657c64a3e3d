import { PortalPage } from '@/components/portal/portal-page';
import { NewsView } from '@/components/portal/news-view';
import { portalRouteParams } from '@/lib/portal/route-params';
import { siteFromParams } from '@/lib/site/get-site';
import { sitePath } from '@/lib/site/paths';
import { titled } from '@/lib/site/page-title';

export function generateStaticParams() {
  return portalRouteParams('news');
}
export const dynamicParams = false;
export const generateMetadata = titled('news');

type Props = { params: Promise<{ site: string; app: string }> };

export default async function Page({ params }: Props) {
  const site = await siteFromParams(params);
  return (
    <PortalPage site={site} route="news">
      <NewsView listHref={sitePath(site.VirtualDirectory, `${site.portalApp}/news/`)} />
    </PortalPage>
  );
}
