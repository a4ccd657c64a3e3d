import { getTranslations } from 'next-intl/server';
import type { SiteConfig } from '@/sites/schema';
import { sitePath } from '@/lib/site/paths';

/** The tenant's home page: welcome banner and entries into the announcement areas. */
export async function HomePage({ site }: { site: SiteConfig }) {
  const t = await getTranslations('header.menu');
  const entries = site.menu.filter((item) => item.path && item.index !== 1);
  return (
    <div className="space-y-6" data-testid="home-page">
      <section className="rounded bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-primary" data-testid="site-title">
          {site.Title}
        </h1>
        <p className="mt-2 text-muted">{site.Welcome}</p>
      </section>
      <section className="grid grid-cols-4 gap-5">
        {entries.map((item) => (
          <a
            key={item.index}
            href={sitePath(site.VirtualDirectory, item.path ?? '')}
            className="rounded bg-white p-6 text-center text-base shadow-sm hover:text-primary"
          >
            {t(item.labelKey as 'home')}
          </a>
        ))}
      </section>
    </div>
  );
}
