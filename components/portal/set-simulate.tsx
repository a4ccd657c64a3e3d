import { getTranslations } from 'next-intl/server';
import { href } from '@/lib/site/navigation/paths';
import type { SiteConfig } from '@/sites/schema';

/** SetSimulate: what simulated bidding is, and the link to its setting in the user centre (sign-in on the way). */
export async function SetSimulate({ site }: { site: SiteConfig }) {
  const t = await getTranslations('portalPages.simulate');
  return (
    <section className="rounded bg-white p-8" data-testid="set-simulate">
      <p>{t('text')}</p>
      <a
        href={href(site.VirtualDirectory, 'setSimulate')}
        className="mt-4 inline-block rounded bg-primary px-6 py-2 text-white"
      >
        {t('login')}
      </a>
    </section>
  );
}
