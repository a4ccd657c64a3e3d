import { getTranslations } from 'next-intl/server';
import type { SiteConfig } from '@/sites/schema';
import { FooterContact } from './footer-contact';
import { FooterQr } from './footer-qr';

type Props = { site: SiteConfig; links: Array<{ label: string; href: string }> };

/** Menu links, service phone and hours, address, public-account QR and logo. */
export async function DefaultFooterBody({ site, links }: Props) {
  const t = await getTranslations('footer');
  return (
    <div className="flex flex-col gap-8 md:flex-row md:justify-between" data-testid="footer-default">
      <nav aria-label={t('links')} className="md:w-[420px]">
        <h2 className="mb-3 text-base text-white">{t('links')}</h2>
        <ul className="grid grid-cols-3 gap-2">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="hover:text-white">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <FooterContact />
      <div className="flex items-start gap-6">
        <FooterQr site={site} kind="publicAccount" label={t('publicAccount')} />
        <div className="text-center">
          {/* eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser */}
          <img
            src={`${site.StaticApi}/images/${site.NoLoginLogoImg}`}
            alt={t('logoAlt', { org: site.OrgPubName })}
            width={64}
            height={64}
            loading="lazy"
            className="mx-auto"
            data-slot="footer-logo"
          />
          <p className="mt-2 text-xs text-white">{site.OrgPubName}</p>
        </div>
      </div>
    </div>
  );
}
