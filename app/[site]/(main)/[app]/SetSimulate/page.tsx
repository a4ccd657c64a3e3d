import { PortalPage } from '@/components/portal/portal-page';
import { SetSimulate } from '@/components/portal/set-simulate';
import { portalRouteParams } from '@/lib/portal/route-params';
import { siteFromParams } from '@/lib/site/get-site';
import { titled } from '@/lib/site/page-title';

export function generateStaticParams() {
  return portalRouteParams('SetSimulate');
}
export const dynamicParams = false;
export const generateMetadata = titled('SetSimulate');

type Props = { params: Promise<{ site: string; app: string }> };

export default async function Page({ params }: Props) {
  const site = await siteFromParams(params);
  return (
    <PortalPage site={site} route="SetSimulate">
      <SetSimulate site={site} />
    </PortalPage>
  );
}
