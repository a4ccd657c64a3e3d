import { PortalPage } from '@/components/portal/portal-page';
import { ContentPageView } from '@/components/portal/content-page-view';
import { portalRouteParams } from '@/lib/portal/route-params';
import { siteFromParams } from '@/lib/site/get-site';
import { titled } from '@/lib/site/page-title';

export function generateStaticParams() {
  return portalRouteParams('ylHead');
}
export const dynamicParams = false;
export const generateMetadata = titled('ylHead');

type Props = { params: Promise<{ site: string; app: string }> };

export default async function Page({ params }: Props) {
  const site = await siteFromParams(params);
  return (
    <PortalPage site={site} route="ylHead" title={null}>
      <ContentPageView />
    </PortalPage>
  );
}
