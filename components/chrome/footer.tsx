import { getTranslations } from 'next-intl/server';
import type { SiteConfig } from '@/sites/schema';
import { href, sitePath } from '@/lib/site/navigation/paths';
import { DefaultFooterBody } from './footer-default';
import { InventoryFooterBody } from './footer-inventory';
import { SolidWasteFooterBody } from './footer-solidwaste';

/** The three footer kinds of SPEC §2; contact values come from the centre's API, never invented here. */
export async function Footer({ site }: { site: SiteConfig }) {
  const t = await getTranslations('footer');
  const tMenu = await getTranslations('header.menu');
  const links = site.menu
    .filter((item) => item.path)
    .map((item) => ({
      label: tMenu(item.labelKey as 'home'),
      href: sitePath(site.VirtualDirectory, item.path ?? ''),
    }));
  // The recycle site's third content page (SPEC §2 ylHead?id=5) has no menu item: the footer links it.
  if (site.portalApp === 'recycleweb')
    links.push({ label: t('about'), href: href(site, 'ylHead', { id: 5 }) });
  return (
    <footer
      className="below-first-screen mt-10 bg-[#2b2f3a] text-[#c9ccd3] print:hidden"
      data-testid="footer"
      data-footer-kind={site.footerKind}
    >
      <div className="page-width py-8">
        {site.footerKind === 'inventory' ? (
          <InventoryFooterBody site={site} />
        ) : site.footerKind === 'solidwaste' ? (
          <SolidWasteFooterBody site={site} />
        ) : (
          <DefaultFooterBody site={site} links={links} />
        )}
      </div>
      <div className="border-t border-white/10 py-4 text-center text-xs">
        <p>{t('copyright', { org: site.OrgPubName })}</p>
        <p className="mt-1">
          {t('filing', { org: site.OrgPubName })}　{t('icp')}
        </p>
      </div>
    </footer>
  );
}
