'use client';

import { toast } from '@/components/feedback/toast';
import { useTranslations } from '@/components/i18n/use-translations';
import { changePassword, changePasswordRequestSchema } from '@/lib/contract/user-centre/account-settings';
import { useAction } from '@/lib/api/use-call';
import { buttonClass, Field, inputClass } from '../field';
import { useForm } from '../use-form';

const empty = { OldPassword: '', NewPassword: '', ConfirmPassword: '' };

export function ChangePasswordForm() {
  const t = useTranslations('userCentre.account.password');
  const common = useTranslations('userCentre.common');
  const run = useAction();
  const form = useForm(changePasswordRequestSchema, empty);
  const onSubmit = form.submit(async (values) => {
    await run(changePassword, values);
    toast.success(t('done'));
    form.setValues(empty);
  });
  return (
    <form onSubmit={onSubmit} noValidate data-testid="change-password-form">
      <h2 className="mb-4 text-base font-semibold">{t('title')}</h2>
      <Field label={t('old')} error={form.errors.OldPassword}>
        <input
          className={inputClass}
          type="password"
          autoComplete="current-password"
          value={form.values.OldPassword}
          onChange={(e) => form.set('OldPassword', e.target.value)}
        />
      </Field>
      <Field label={t('new')} error={form.errors.NewPassword}>
        <input
          className={inputClass}
          type="password"
          autoComplete="new-password"
          value={form.values.NewPassword}
          onChange={(e) => form.set('NewPassword', e.target.value)}
        />
      </Field>
      <Field label={t('confirm')} error={form.errors.ConfirmPassword}>
        <input
          className={inputClass}
          type="password"
          autoComplete="new-password"
          value={form.values.ConfirmPassword}
          onChange={(e) => form.set('ConfirmPassword', e.target.value)}
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
