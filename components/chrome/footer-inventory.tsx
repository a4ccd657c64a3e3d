import { getTranslations } from 'next-intl/server';
import type { SiteConfig } from '@/sites/schema';
import { ContactRow } from './contact-row';
import { FooterQr } from './footer-qr';
import { FooterValue } from './footer-value';

/** FindOrgContactInfo's field, its label and its slot. */
const orgRows = [
  ['Tel', 'servicePhone', 'phone'],
  ['Email', 'email', 'email'],
  ['Address', 'address', 'address'],
] as const;

/** Inventory footer: phone, email, address, two QR codes and the licence line (SPEC §2). */
export async function InventoryFooterBody({ site }: { site: SiteConfig }) {
  const t = await getTranslations('footer');
  return (
    <div className="flex flex-col gap-8 md:flex-row md:justify-between" data-testid="footer-inventory">
      <dl className="space-y-2">
        {orgRows.map(([field, label, slot]) => (
          <ContactRow key={field} label={t(label)} slot={slot}>
            <FooterValue source="org" field={field} fallback={t('notProvided')} />
          </ContactRow>
        ))}
        <p className="pt-2 text-xs">{t('licence')}</p>
      </dl>
      <div className="flex gap-6">
        <FooterQr site={site} kind="miniProgram" label={t('miniProgram')} />
        <FooterQr site={site} kind="serviceAccount" label={t('serviceAccount')} />
      </div>
    </div>
  );
}
