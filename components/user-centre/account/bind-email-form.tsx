'use client';

import { useState } from 'react';
import { toast } from '@/components/feedback/toast';
import { useTranslations } from '@/components/i18n/use-translations';
import { bindEmail, bindEmailRequestSchema } from '@/lib/contract/user-centre/account-settings';
import { getUserDetail } from '@/lib/contract/user-centre/user-detail';
import { useAction, useCall } from '@/lib/api/use-call';
import { buttonClass, Field, inputClass } from '../field';
import { useForm } from '../use-form';
import { SendCodeButton } from './send-code-button';

export function BindEmailForm() {
  const t = useTranslations('userCentre.account.bindEmail');
  const common = useTranslations('userCentre.common');
  const { data: user } = useCall(getUserDetail);
  const run = useAction();
  const form = useForm(bindEmailRequestSchema, { Email: '', Code: '' });
  const [targetError, setTargetError] = useState<string>();
  const onSubmit = form.submit(async (values) => {
    await run(bindEmail, values, [getUserDetail]);
    toast.success(t('done'));
    form.setValues({ Email: '', Code: '' });
  });
  return (
    <form onSubmit={onSubmit} noValidate data-testid="bind-email-form">
      <h2 className="mb-2 text-base font-semibold">{t('title')}</h2>
      {user?.Email ? <p className="mb-3 text-sm text-muted">{t('current', { value: user.Email })}</p> : null}
      <Field label={t('email')} error={form.errors.Email ?? targetError}>
        <input
          className={inputClass}
          type="email"
          value={form.values.Email}
          onChange={(e) => form.set('Email', e.target.value)}
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
        <SendCodeButton channel="Email" target={form.values.Email} onTargetError={setTargetError} />
      </div>
      <div className="pl-[152px]">
        <button type="submit" className={buttonClass} disabled={form.busy}>
          {form.busy ? common('submitting') : common('submit')}
        </button>
      </div>
    </form>
  );
}
