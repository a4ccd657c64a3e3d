import { Suspense, type ReactNode } from 'react';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageMessages } from '@/components/i18n/page-messages';
import { EarlyCalls } from '@/components/site/early-calls';
import type { EarlyCallPlan } from '@/lib/api/early-calls';
import type { PortalRoute } from '@/lib/portal/route-set';
import { portalTextFor } from '@/lib/portal/portal-text';
import { pageKind, titleKey } from '@/sites/page-kinds';
import { kindPath } from '@/sites/pages';
import type { SiteConfig } from '@/sites/schema';

type Props = {
  site: SiteConfig;
  route: PortalRoute;
  children: ReactNode;
  title?: string | null;
  /** The page's first calls, sent from its HTML before hydration (they cannot sit under Suspense). */
  early?: EarlyCallPlan[];
};

/**
 * Frame of every portal page: the heading, rendered at build time, and the browser-side content
 * under a Suspense boundary (it reads the query string, which a static page learns only at load).
 */
export async function PortalPage({ site, route, children, title, early = [] }: Props) {
  const t = await getTranslations('portalPages');
  const tMenu = await getTranslations('header.menu');
  const tTitle = await getTranslations('pageTitles');
  const menuItem = site.menu.find((item) => item.path === kindPath(site.portalApp, route));
  const kindTitle = titleKey(pageKind(route));
  const heading =
    title === null ? null : (title ?? (menuItem ? tMenu(menuItem.labelKey as 'home') : tTitle(kindTitle)));
  const portalText = (await getMessages()).portal;
  return (
    <PageMessages namespace={portalTextFor(route, Object.keys(portalText))}>
      {/* A list marks itself from the first paint: 长者模式 on a phone folds the header's search there (globals.css). */}
      <div data-portal-route={route} data-list-page={pageKind(route).early === 'annc-list' ? '' : undefined}>
        <EarlyCalls site={site} plans={early} />
        {heading ? (
          <h1 className="mb-4 border-l-4 border-primary pl-3 text-lg font-medium" data-testid="page-title">
            {heading}
          </h1>
        ) : null}
        <Suspense
          fallback={
            // As tall as a loaded page's content, so nothing below moves when it renders (no CLS).
            <p role="status" className="min-h-[1200px] py-16 text-center text-muted">
              {t('loading')}
            </p>
          }
        >
          {children}
        </Suspense>
      </div>
    </PageMessages>
  );
}
