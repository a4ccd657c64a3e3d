'use client';

import { toast } from '@/components/feedback/toast';
import { useTranslations } from '@/components/i18n/use-translations';
import { realNameRequestSchema, submitRealName } from '@/lib/contract/user-centre/account-settings';
import { getUserDetail } from '@/lib/contract/user-centre/user-detail';
import { useAction, useCall } from '@/lib/api/use-call';
import { buttonClass, Field, inputClass } from '../field';
import { useForm } from '../use-form';

/** Identity (real-name) check of the account. */
export function RealNameForm() {
  const t = useTranslations('userCentre.account.identity');
  const common = useTranslations('userCentre.common');
  const { data: user } = useCall(getUserDetail);
  const run = useAction();
  const form = useForm(realNameRequestSchema, { RealName: '', IdCardNo: '' });
  const onSubmit = form.submit(async (values) => {
    await run(submitRealName, values, [getUserDetail]);
    toast.success(t('done'));
  });
  return (
    <form onSubmit={onSubmit} noValidate data-testid="real-name-form">
      <h2 className="mb-2 text-base font-semibold">{t('title')}</h2>
      {user?.IsRealNameAuthed ? (
        <p className="mb-3 text-sm text-muted">{t('authed', { name: user.RealName ?? '' })}</p>
      ) : null}
      <Field label={t('realName')} error={form.errors.RealName}>
        <input
          className={inputClass}
          value={form.values.RealName}
          onChange={(e) => form.set('RealName', e.target.value)}
        />
      </Field>
      <Field label={t('idCard')} error={form.errors.IdCardNo}>
        <input
          className={inputClass}
          value={form.values.IdCardNo}
          onChange={(e) => form.set('IdCardNo', e.target.value)}
        />
      </Field>
      <div className="pl-[152px]">
        <button type="submit" className={buttonClass} disabled={form.busy}>
          {form.busy ? common('submitting') : common('submit')}
        </button>
      </div>
    </form>
  );
}
