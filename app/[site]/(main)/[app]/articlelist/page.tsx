import { PortalPage } from '@/components/portal/portal-page';
import { ArticlesPage } from '@/components/portal/articles-page';
import { portalRouteParams } from '@/lib/portal/route-params';
import { siteFromParams } from '@/lib/site/get-site';
import { titled } from '@/lib/site/page-title';

export function generateStaticParams() {
  return portalRouteParams('articlelist');
}
export const dynamicParams = false;
export const generateMetadata = titled('articlelist');

type Props = { params: Promise<{ site: string; app: string }> };

export default async function Page({ params }: Props) {
  const site = await siteFromParams(params);
  return (
    <PortalPage site={site} route="articlelist" title={null}>
      <ArticlesPage site={site} by="typeid" />
    </PortalPage>
  );
}
