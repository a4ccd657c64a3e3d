import { getTranslations } from 'next-intl/server';
import { FooterValue } from './footer-value';

/** Inventory footer: phone, email, address, two QR codes and the licence line (SPEC §2). */
export async function InventoryFooterBody() {
  const t = await getTranslations('footer');
  return (
    <div className="flex justify-between gap-8" data-testid="footer-inventory">
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
      <div className="flex gap-6 text-center text-xs">
        <figure>
          <div className="h-[100px] w-[100px] bg-white/10" data-slot="mini-program-qr" />
          <figcaption className="mt-2">{t('miniProgram')}</figcaption>
        </figure>
        <figure>
          <div className="h-[100px] w-[100px] bg-white/10" data-slot="service-account-qr" />
          <figcaption className="mt-2">{t('serviceAccount')}</figcaption>
        </figure>
      </div>
    </div>
  );
}
