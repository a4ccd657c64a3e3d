import type { ReactNode } from 'react';
import { portalRouteParams } from '@/lib/portal/route-params';
import { siteFromParams } from '@/lib/site/build-time/get-site';
import { titled } from '@/lib/site/build-time/page-title';
import type { EarlyCallPlan } from '@/lib/api/early-calls';
import { pageKind, titleKey, type ListRoute, type PageKind, type PortalRoute } from '@/sites/page-kinds';
import type { SiteConfig } from '@/sites/schema';
import { anncDetailEarlyCalls, anncListEarlyCalls } from './annc-early-calls';
import { PortalPage } from './portal-page';

type Props = { params: Promise<{ site: string; app: string }> };

function earlyPlans(kind: PageKind, site: SiteConfig): EarlyCallPlan[] {
  if (kind.early === 'annc-list') return anncListEarlyCalls(site, kind.path as ListRoute);
  if (kind.early === 'annc-detail') return anncDetailEarlyCalls(site);
  return [];
}

/**
 * A page of a page kind (`sites/page-kinds.ts`): its static params, `<title>`, early calls and frame
 * come from the kind's row; the page file names only its content. Each page imports its own
 * content, so a page's JavaScript carries no other kind's components.
 */
export function kindPage(path: PortalRoute, content: (site: SiteConfig) => ReactNode) {
  const kind = pageKind(path);
  return {
    generateStaticParams: () => portalRouteParams(path),
    generateMetadata: titled(titleKey(kind), {}, kind.path),
    Page: async function Page({ params }: Props) {
      const site = await siteFromParams(params);
      if (kind.frame === 'home') return content(site);
      return (
        <PortalPage
          site={site}
          route={path}
          early={earlyPlans(kind, site)}
          title={kind.frame === 'none' ? null : undefined}
        >
          {content(site)}
        </PortalPage>
      );
    },
  };
}
