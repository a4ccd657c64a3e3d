'use client';

import { toast } from '@/components/feedback/toast';
import { useTranslations } from '@/components/i18n/use-translations';
import {
  addBusinessIdentity,
  addBusinessIdentityRequestSchema,
  queryIdentityOptions,
} from '@/lib/contract/user-centre/business-identity';
import { getUserDetail } from '@/lib/contract/user-centre/user-detail';
import { useAction, useCall } from '@/lib/api/use-call';
import { buttonClass, Field, inputClass } from './field';
import { LoadState } from './load-state';
import { PageHeading } from './page-heading';
import { useForm } from './use-form';

const empty: Record<'Identity' | 'OrgName' | 'CreditCode' | 'ContactName' | 'ContactPhone', string> = {
  Identity: '',
  OrgName: '',
  CreditCode: '',
  ContactName: '',
  ContactPhone: '',
};

/** AddBusinessIdentity: apply for another trading identity (third party, company, stock, supplier...). */
export function AddBusinessIdentityView() {
  const t = useTranslations('userCentre.addIdentity');
  const common = useTranslations('userCentre.common');
  const options = useCall(queryIdentityOptions);
  const run = useAction();
  const form = useForm(addBusinessIdentityRequestSchema, empty);
  const onSubmit = form.submit(async (values) => {
    await run(addBusinessIdentity, values, [queryIdentityOptions, getUserDetail]);
    toast.success(t('done'));
    form.setValues(empty);
  });

  return (
    <div data-testid="add-business-identity">
      <PageHeading title={t('title')} />
      <LoadState state={options}>
        {(list) => {
          const open = list.filter((option) => !option.Held);
          const held = list.filter((option) => option.Held);
          return (
            <>
              {held.length > 0 ? (
                <p className="mb-4 text-sm text-muted">
                  {t('held')}：{held.map((option) => option.IdentityName).join('、')}
                </p>
              ) : null}
              {open.length === 0 ? (
                <p className="text-sm text-muted">{t('noneLeft')}</p>
              ) : (
                <form onSubmit={onSubmit} noValidate>
                  <Field label={t('identity')} error={form.errors.Identity}>
                    <select
                      className={inputClass}
                      value={form.values.Identity}
                      onChange={(e) => form.set('Identity', e.target.value)}
                    >
                      <option value="">{t('choose')}</option>
                      {open.map((option) => (
                        <option key={option.Identity} value={option.Identity}>
                          {option.IdentityName}
                        </option>
                      ))}
                    </select>
                  </Field>
                  <Field label={t('orgName')} error={form.errors.OrgName}>
                    <input
                      className={inputClass}
                      value={form.values.OrgName}
                      onChange={(e) => form.set('OrgName', e.target.value)}
                    />
                  </Field>
                  <Field label={t('creditCode')} error={form.errors.CreditCode}>
                    <input
                      className={inputClass}
                      value={form.values.CreditCode}
                      onChange={(e) => form.set('CreditCode', e.target.value.toUpperCase())}
                    />
                  </Field>
                  <Field label={t('contactName')} error={form.errors.ContactName}>
                    <input
                      className={inputClass}
                      value={form.values.ContactName}
                      onChange={(e) => form.set('ContactName', e.target.value)}
                    />
                  </Field>
                  <Field label={t('contactPhone')} error={form.errors.ContactPhone}>
                    <input
                      className={inputClass}
                      value={form.values.ContactPhone}
                      onChange={(e) => form.set('ContactPhone', e.target.value)}
                      inputMode="tel"
                    />
                  </Field>
                  <div className="pl-[152px]">
                    <button type="submit" className={buttonClass} disabled={form.busy}>
                      {form.busy ? common('submitting') : common('submit')}
                    </button>
                  </div>
                </form>
              )}
            </>
          );
        }}
      </LoadState>
    </div>
  );
}
