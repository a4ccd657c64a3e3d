import { PortalPage } from '@/components/portal/portal-page';
import { AnncDetailView } from '@/components/portal/annc-detail';
import { anncDetailEarlyCalls } from '@/components/portal/annc-early-calls';
import { portalRouteParams } from '@/lib/portal/route-params';
import { siteFromParams } from '@/lib/site/get-site';
import { titled } from '@/lib/site/page-title';

export function generateStaticParams() {
  return portalRouteParams('anncDetail');
}
export const dynamicParams = false;
export const generateMetadata = titled('anncDetail');

type Props = { params: Promise<{ site: string; app: string }> };

export default async function Page({ params }: Props) {
  const site = await siteFromParams(params);
  return (
    <PortalPage site={site} route="anncDetail" early={anncDetailEarlyCalls(site)}>
      <AnncDetailView />
    </PortalPage>
  );
}
