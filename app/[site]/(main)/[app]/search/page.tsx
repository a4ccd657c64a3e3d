import { PortalPage } from '@/components/portal/portal-page';
import { AnncListPage } from '@/components/portal/annc-list-page';
import { anncListEarlyCalls } from '@/components/portal/annc-early-calls';
import { portalRouteParams } from '@/lib/portal/route-params';
import { siteFromParams } from '@/lib/site/get-site';
import { titled } from '@/lib/site/page-title';

export function generateStaticParams() {
  return portalRouteParams('search');
}
export const dynamicParams = false;
export const generateMetadata = titled('search');

type Props = { params: Promise<{ site: string; app: string }> };

export default async function Page({ params }: Props) {
  const site = await siteFromParams(params);
  return (
    <PortalPage site={site} route="search" early={anncListEarlyCalls(site, 'search')}>
      <AnncListPage site={site} route="search" />
    </PortalPage>
  );
}
