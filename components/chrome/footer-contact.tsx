import { getTranslations } from 'next-intl/server';
import { FooterValue } from './footer-value';

/** Service phone, hours (each half-day word once) and address from the customer-service dictionary. */
export async function FooterContact() {
  const t = await getTranslations('footer');
  return (
    <dl className="min-w-0 flex-1 space-y-2" data-testid="footer-contact">
      <div className="flex gap-2">
        <dt className="shrink-0">{t('servicePhone')}：</dt>
        <dd data-slot="phone">
          <FooterValue source="service" field="phone" fallback={t('notProvided')} />
        </dd>
      </div>
      <div className="flex gap-2">
        <dt className="shrink-0">{t('serviceHours')}：</dt>
        <dd className="flex flex-wrap gap-x-3">
          <span data-slot="morning">
            <FooterValue
              source="service"
              field="morning"
              halfDay={t('morning')}
              fallback={t('notProvided')}
            />
          </span>
          <span data-slot="afternoon">
            <FooterValue
              source="service"
              field="afternoon"
              halfDay={t('afternoon')}
              fallback={t('notProvided')}
            />
          </span>
          <span>{t('workingDays')}</span>
        </dd>
      </div>
      <div className="flex gap-2">
        <dt className="shrink-0">{t('address')}：</dt>
        <dd data-slot="address">
          <FooterValue source="service" field="address" fallback={t('notProvided')} />
        </dd>
      </div>
    </dl>
  );
}
