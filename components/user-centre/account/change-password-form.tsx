'use client';

import { toast } from '@/components/feedback/toast';
import { useTranslations } from '@/components/i18n/use-translations';
import { useAction } from '@/lib/api/use-call';
import { TextField } from '@/components/ui/field';
import { SubmitRow } from '@/components/ui/submit-row';
import { useForm } from '@/components/ui/use-form';
import { userCentreCall } from '@/lib/api/call-ref';
import { lazySchema } from '@/lib/input/lazy-schema';

const accountSchemas = () => import('@/lib/contract/user-centre/account-settings');
const changePasswordRequestSchema = lazySchema(() =>
  accountSchemas().then((module) => module.changePasswordRequestSchema),
);

const changePassword = userCentreCall('changePassword');

const empty = { OldPassword: '', NewPassword: '', ConfirmPassword: '' };
/** Each field, its label and what the browser's password manager should offer. */
const passwordFields = [
  ['OldPassword', 'old', 'current-password'],
  ['NewPassword', 'new', 'new-password'],
  ['ConfirmPassword', 'confirm', 'new-password'],
] as const;

export function ChangePasswordForm() {
  const t = useTranslations('userCentre.account.password');
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
      {passwordFields.map(([name, label, autoComplete]) => (
        <TextField
          key={name}
          form={form}
          name={name}
          label={t(label)}
          type="password"
          autoComplete={autoComplete}
        />
      ))}
      <SubmitRow busy={form.busy} />
    </form>
  );
}
