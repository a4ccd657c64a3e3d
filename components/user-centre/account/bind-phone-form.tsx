'use client';

import { useState } from 'react';
import { toast } from '@/components/feedback/toast';
import { useTranslations } from '@/components/i18n/use-translations';
import { bindPhone, bindPhoneRequestSchema } from '@/lib/contract/user-centre/account-settings';
import { getUserDetail } from '@/lib/contract/user-centre/user-detail';
import { useAction, useCall } from '@/lib/api/use-call';
import { buttonClass, Field, inputClass } from '../field';
import { useForm } from '../use-form';
import { SendCodeButton } from './send-code-button';

export function BindPhoneForm() {
  const t = useTranslations('userCentre.account.bindPhone');
  const common = useTranslations('userCentre.common');
  const { data: user } = useCall(getUserDetail);
  const run = useAction();
  const form = useForm(bindPhoneRequestSchema, { Mobile: '', Code: '' });
  const [targetError, setTargetError] = useState<string>();
  const onSubmit = form.submit(async (values) => {
    await run(bindPhone, values, [getUserDetail]);
    toast.success(t('done'));
    form.setValues({ Mobile: '', Code: '' });
  });
  return (
    <form onSubmit={onSubmit} noValidate data-testid="bind-phone-form">
      <h2 className="mb-2 text-base font-semibold">{t('title')}</h2>
      {user?.UserMobile ? (
        <p className="mb-3 text-sm text-muted">{t('current', { value: user.UserMobile })}</p>
      ) : null}
      <Field label={t('mobile')} error={form.errors.Mobile ?? targetError}>
        <input
          className={inputClass}
          value={form.values.Mobile}
          onChange={(e) => form.set('Mobile', e.target.value)}
          inputMode="tel"
        />
      </Field>
      <Field label={t('code')} error={form.errors.Code}>
        <input
          className={`${inputClass} max-w-[160px]`}
          value={form.values.Code}
          onChange={(e) => form.set('Code', e.target.value)}
          inputMode="numeric"
        />
      </Field>
      <div className="-mt-2 mb-4 pl-[152px]">
        <SendCodeButton channel="Mobile" target={form.values.Mobile} onTargetError={setTargetError} />
      </div>
      <div className="pl-[152px]">
        <button type="submit" className={buttonClass} disabled={form.busy}>
          {form.busy ? common('submitting') : common('submit')}
        </button>
      </div>
    </form>
  );
}
