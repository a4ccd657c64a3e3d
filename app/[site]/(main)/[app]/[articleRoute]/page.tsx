import { PortalPage } from '@/components/portal/portal-page';
import { ArticlesPage } from '@/components/portal/articles-page';
import { portalRouteParams } from '@/lib/portal/route-params';
import { siteFromParams } from '@/lib/site/get-site';
import { titled } from '@/lib/site/page-title';

/**
 * Inventory's `articleList?type=`. A dynamic segment rather than an `articleList` folder, because
 * that folder would clash with `articlelist` on case-insensitive file systems.
 */
export function generateStaticParams() {
  return portalRouteParams('articleList').map((params) => ({ ...params, articleRoute: 'articleList' }));
}
export const dynamicParams = false;
export const generateMetadata = titled('articleList');

type Props = { params: Promise<{ site: string; app: string; articleRoute: string }> };

export default async function Page({ params }: Props) {
  const site = await siteFromParams(params);
  return (
    <PortalPage site={site} route="articleList" title={null}>
      <ArticlesPage site={site} by="type" />
    </PortalPage>
  );
}
