import { PortalPage } from '@/components/portal/portal-page';
import { VirtualReality } from '@/components/portal/virtual-reality';
import { portalRouteParams } from '@/lib/portal/route-params';
import { siteFromParams } from '@/lib/site/get-site';
import { titled } from '@/lib/site/page-title';

export function generateStaticParams() {
  return portalRouteParams('fullVirtualReality');
}
export const dynamicParams = false;
export const generateMetadata = titled('fullVirtualReality');

type Props = { params: Promise<{ site: string; app: string }> };

export default async function Page({ params }: Props) {
  const site = await siteFromParams(params);
  return (
    <PortalPage site={site} route="fullVirtualReality">
      <VirtualReality />
    </PortalPage>
  );
}
