'use client';

import { toast } from '@/components/feedback/toast';
import { useTranslations } from '@/components/i18n/use-translations';
import { useCall, useAction } from '@/lib/api/use-call';
import { Field, inputClass, TextField } from '@/components/ui/field';
import { SubmitRow } from '@/components/ui/submit-row';
import { LoadState } from '@/components/ui/load-state';
import { PageHeading } from './page-heading';
import { useForm } from '@/components/ui/use-form';
import { userCentreCall } from '@/lib/api/call-ref';
import { lazySchema } from '@/lib/input/lazy-schema';

const addBusinessIdentityRequestSchema = lazySchema(() =>
  import('@/lib/contract/user-centre/business-identity').then(
    (module) => module.addBusinessIdentityRequestSchema,
  ),
);

const addBusinessIdentity = userCentreCall('addBusinessIdentity');
const queryIdentityOptions = userCentreCall('queryIdentityOptions');
const getUserDetail = userCentreCall('getUserDetail');

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
      <LoadState query={options} look="panel">
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
                  <TextField form={form} name="OrgName" label={t('orgName')} />
                  <TextField
                    form={form}
                    name="CreditCode"
                    label={t('creditCode')}
                    normalise={(value) => value.toUpperCase()}
                  />
                  <TextField form={form} name="ContactName" label={t('contactName')} />
                  <TextField form={form} name="ContactPhone" label={t('contactPhone')} inputMode="tel" />
                  <SubmitRow busy={form.busy} />
                </form>
              )}
            </>
          );
        }}
      </LoadState>
    </div>
  );
}
