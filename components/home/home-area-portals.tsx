import { getTranslations } from 'next-intl/server';
import type { SiteConfig } from '@/sites/schema';
import { areaPortals, type AreaPortal } from '@/lib/site/build-time/area-portals';

/**
 * The province's (or a city's) own portals below it, written at build time from the manifest. On
 * the home only: a visitor picks a local portal there, and in every page's footer the links cost
 * their size twice (markup and hydration data) on thousands of pages.
 */
export async function HomeAreaPortals({ site }: { site: SiteConfig }) {
  const t = await getTranslations('home');
  const areas = areaPortals(site);
  const groups: Array<[string, AreaPortal[]]> = [
    [t('cityPortals'), areas.cities],
    [t('countyPortals'), areas.counties],
  ];
  if (areas.cities.length + areas.counties.length === 0) return null;
  return (
    <nav
      aria-label={t('areaPortals')}
      className="rounded bg-white p-4 shadow-sm md:p-5"
      data-testid="area-portals"
    >
      <h2 className="mb-3 border-b border-line border-l-4 border-l-primary pb-2 pl-3 text-lg font-medium">
        {t('areaPortals')}
      </h2>
      {groups
        .filter(([, portals]) => portals.length > 0)
        .map(([label, portals]) => (
          <p key={label} className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            <span className="text-muted">{label}</span>
            {portals.map((portal) => (
              <a key={portal.href} href={portal.href} className="hover:text-primary hover:underline">
                {portal.name}
              </a>
            ))}
          </p>
        ))}
    </nav>
  );
}
