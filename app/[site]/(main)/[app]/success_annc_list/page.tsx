import { PortalPage } from '@/components/portal/portal-page';
import { AnncListPage } from '@/components/portal/annc-list-page';
import { anncListEarlyCalls } from '@/components/portal/annc-early-calls';
import { portalRouteParams } from '@/lib/portal/route-params';
import { siteFromParams } from '@/lib/site/get-site';
import { titled } from '@/lib/site/page-title';

export function generateStaticParams() {
  return portalRouteParams('success_annc_list');
}
export const dynamicParams = false;
export const generateMetadata = titled('success_annc_list');

type Props = { params: Promise<{ site: string; app: string }> };

export default async function Page({ params }: Props) {
  const site = await siteFromParams(params);
  return (
    <PortalPage site={site} route="success_annc_list" early={anncListEarlyCalls(site, 'success_annc_list')}>
      <AnncListPage site={site} route="success_annc_list" />
    </PortalPage>
  );
}
