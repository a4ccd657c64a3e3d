import { getTranslations } from 'next-intl/server';
import type { SiteConfig } from '@/sites/schema';
import { FooterValue } from './footer-value';

type Props = { site: SiteConfig; links: Array<{ label: string; href: string }> };

/** Menu links, service phone and hours, address, public-account QR and logo. */
export async function DefaultFooterBody({ site, links }: Props) {
  const t = await getTranslations('footer');
  return (
    <div className="flex justify-between gap-8" data-testid="footer-default">
      <nav aria-label={t('links')} className="w-[420px]">
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
      <dl className="flex-1 space-y-2" data-testid="footer-contact">
        <div className="flex gap-2">
          <dt>{t('servicePhone')}：</dt>
          <dd data-slot="phone">
            <FooterValue source="service" field="phone" fallback={t('notProvided')} />
          </dd>
        </div>
        <div className="flex gap-2">
          <dt>{t('serviceHours')}：</dt>
          <dd>
            {t('morning')}{' '}
            <span data-slot="morning">
              <FooterValue source="service" field="morning" fallback={t('notProvided')} />
            </span>
            　{t('afternoon')}{' '}
            <span data-slot="afternoon">
              <FooterValue source="service" field="afternoon" fallback={t('notProvided')} />
            </span>
            　{t('workingDays')}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt>{t('address')}：</dt>
          <dd data-slot="address">
            <FooterValue source="service" field="address" fallback={t('notProvided')} />
          </dd>
        </div>
      </dl>
      <div className="text-center">
        {/* eslint-disable-next-line @next/next/no-img-element -- the centre's own account image */}
        <img
          src={`${site.StaticApi}/images/portal/public-account.svg`}
          alt={t('publicAccount')}
          width={100}
          height={100}
          data-slot="public-account-qr"
        />
        <p className="mt-2 text-xs">{t('publicAccount')}</p>
        <p className="mt-2 text-xs text-white">{site.OrgPubName}</p>
      </div>
    </div>
  );
}
