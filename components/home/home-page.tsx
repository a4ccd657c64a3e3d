import { getMessages, getTranslations } from 'next-intl/server';
import { PageMessages } from '@/components/i18n/page-messages';
import type { SiteConfig } from '@/sites/schema';
import { homeSections } from '@/lib/portal/home-sections';
import { sitePath } from '@/lib/site/navigation/paths';
import { EarlyCalls } from '@/components/site/early-calls';
import { HomeBannerImage } from './home-banner-image';
import { homeEarlyCalls } from './home-early-calls';
import { HomeBlock } from './home-block';
import { HomeAreaPortals } from './home-area-portals';
import { HomeSavedSearches } from './home-saved-searches';
import { SAVED_SEARCHES_RAISED_ID } from './saved-searches-place';
import { DayStripMount } from './day-strip-mount';
import { dayStripPlan } from '@/lib/portal/day-strip-plan';
import { homePortalText } from '@/lib/portal/portal-text';

/**
 * A tenant's home page: the banner, then a block per list its menu offers (latest announcements,
 * notices or news, results, service guide, downloads) and, on lease portals, featured properties
 * with the map. Titles render at build time; the rows come from the API in small islands.
 */
export async function HomePage({ site }: { site: SiteConfig }) {
  const t = await getTranslations();
  const portalKeys = Object.keys((await getMessages()).portal);
  const sections = homeSections(site);
  const link = (path: string) => sitePath(site.VirtualDirectory, path);
  // 今日开拍 / 明日开拍 on a home that lists lots: from the first list of project announcements.
  const lots = sections.find((section) => section.feed.source === 'annc' && section.feed.kind === 'project');
  return (
    <PageMessages namespace={homePortalText(portalKeys)}>
      <div className="space-y-6" data-testid="home-page" data-app={site.portalApp}>
        <EarlyCalls site={site} plans={homeEarlyCalls(sections, site)} />
        <section
          className="relative flex h-[180px] items-center overflow-hidden rounded bg-gradient-to-r from-primary to-primary-hover md:h-[260px]"
          data-testid="home-banner"
        >
          <HomeBannerImage />
          <div className="relative px-6 text-white md:px-12 [text-shadow:0_1px_3px_rgb(0_0_0/0.6)]">
            <h1 className="text-xl font-bold md:text-3xl" data-testid="site-title">
              {site.Title}
            </h1>
            <p className="mt-2 text-sm md:text-base">{site.Welcome}</p>
          </div>
        </section>
        {lots?.feed.source === 'annc' ? (
          <DayStripMount
            label={t('portal.dayStrip.label')}
            plan={dayStripPlan(site, lots.feed.kind, lots.morePath)}
            route={lots.feed.detailRoute}
          />
        ) : null}
        {/* 我的搜索 moves in here while a search has new announcements; empty, it takes no room. */}
        <div id={SAVED_SEARCHES_RAISED_ID} className="empty:hidden" />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {sections.map((section, index) => {
            const houses = section.feed.source === 'houses';
            return (
              <section
                key={section.morePath}
                className={`min-w-0 rounded bg-white p-4 shadow-sm md:p-5 ${houses ? 'lg:col-span-2' : ''} ${index > 0 ? 'below-first-screen' : ''}`}
                data-testid="home-section"
                data-source={section.feed.source}
              >
                <div className="mb-3 flex items-center justify-between border-b border-line pb-2">
                  <h2 className="border-l-4 border-primary pl-3 text-lg font-medium">
                    {t(section.titleKey as 'home.more')}
                  </h2>
                  <div className="flex gap-4 text-sm">
                    {houses ? (
                      <a
                        href={link(section.morePath)}
                        className="text-primary hover:underline"
                        data-testid="home-map-link"
                      >
                        {t('home.mapEntry')}
                      </a>
                    ) : (
                      <a href={link(section.morePath)} className="text-muted hover:text-primary">
                        {t('home.more')}
                      </a>
                    )}
                  </div>
                </div>
                <HomeBlock feed={section.feed} atOnce={index === 0} />
              </section>
            );
          })}
        </div>
        <HomeSavedSearches />
        <HomeAreaPortals site={site} />
      </div>
    </PageMessages>
  );
}
