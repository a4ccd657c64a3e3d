'use client';

import { toast } from '@/components/feedback/toast';
import { useTranslations } from '@/components/i18n/use-translations';
import { changePassword, changePasswordRequestSchema } from '@/lib/api/user-centre/account-settings';
import { useUserCentreAction } from '@/lib/user-centre/use-user-centre';
import { TextField } from '@/components/ui/field';
import { SubmitRow } from '@/components/ui/submit-row';
import { useForm } from '../use-form';

const empty = { OldPassword: '', NewPassword: '', ConfirmPassword: '' };

export function ChangePasswordForm() {
  const t = useTranslations('userCentre.account.password');
  const run = useUserCentreAction();
  const form = useForm(changePasswordRequestSchema, empty);
  const onSubmit = form.submit(async (values) => {
    await run(changePassword, values);
    toast.success(t('done'));
    form.setValues(empty);
  });
  return (
    <form onSubmit={onSubmit} noValidate data-testid="change-password-form">
      <h2 className="mb-4 text-base font-semibold">{t('title')}</h2>
      <TextField
        form={form}
        name="OldPassword"
        label={t('old')}
        type="password"
        autoComplete="current-password"
      />
      <TextField
        form={form}
        name="NewPassword"
        label={t('new')}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        form={form}
        name="ConfirmPassword"
        label={t('confirm')}
        type="password"
        autoComplete="new-password"
      />
      <SubmitRow busy={form.busy} />
    </form>
  );
}
