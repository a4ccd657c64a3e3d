import { getTranslations } from 'next-intl/server';
import type { SiteConfig } from '@/sites/schema';
import { FooterQr } from './footer-qr';
import { FooterValue } from './footer-value';

/** Inventory footer: phone, email, address, two QR codes and the licence line (SPEC §2). */
export async function InventoryFooterBody({ site }: { site: SiteConfig }) {
  const t = await getTranslations('footer');
  return (
    <div className="flex flex-col gap-8 md:flex-row md:justify-between" data-testid="footer-inventory">
      <dl className="space-y-2">
        <div className="flex gap-2">
          <dt>{t('servicePhone')}：</dt>
          <dd data-slot="phone">
            <FooterValue source="org" field="Tel" fallback={t('notProvided')} />
          </dd>
        </div>
        <div className="flex gap-2">
          <dt>{t('email')}：</dt>
          <dd data-slot="email">
            <FooterValue source="org" field="Email" fallback={t('notProvided')} />
          </dd>
        </div>
        <div className="flex gap-2">
          <dt>{t('address')}：</dt>
          <dd data-slot="address">
            <FooterValue source="org" field="Address" fallback={t('notProvided')} />
          </dd>
        </div>
        <p className="pt-2 text-xs">{t('licence')}</p>
      </dl>
      <div className="flex gap-6">
        <FooterQr
          value={site.qrUrls.miniProgram}
          label={t('miniProgram')}
          slot="mini-program-qr"
          staticBase={site.StaticApi}
        />
        <FooterQr
          value={site.qrUrls.serviceAccount}
          label={t('serviceAccount')}
          slot="service-account-qr"
          staticBase={site.StaticApi}
        />
      </div>
    </div>
  );
}
