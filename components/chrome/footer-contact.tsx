import { getTranslations } from 'next-intl/server';
import { ContactRow } from './contact-row';
import { FooterValue } from './footer-value';

/** Service phone, hours (each half-day word once) and address from the customer-service dictionary. */
export async function FooterContact() {
  const t = await getTranslations('footer');
  const missing = t('notProvided');
  return (
    <dl className="min-w-0 flex-1 space-y-2" data-testid="footer-contact">
      <ContactRow label={t('servicePhone')} slot="phone">
        <FooterValue source="service" field="phone" fallback={missing} />
      </ContactRow>
      <ContactRow label={t('serviceHours')} className="flex flex-wrap gap-x-3">
        {(['morning', 'afternoon'] as const).map((half) => (
          <span key={half} data-slot={half}>
            <FooterValue source="service" field={half} halfDay={t(half)} fallback={missing} />
          </span>
        ))}
        <span>{t('workingDays')}</span>
      </ContactRow>
      <ContactRow label={t('address')} slot="address">
        <FooterValue source="service" field="address" fallback={missing} />
      </ContactRow>
    </dl>
  );
}
