'use client';

import { toast } from '@/components/feedback/toast';
import { useTranslations } from '@/components/i18n/use-translations';
import { useCall, useAction } from '@/lib/api/use-call';
import { TextField } from '@/components/ui/field';
import { SubmitRow } from '@/components/ui/submit-row';
import { useForm } from '@/components/ui/use-form';
import { userCentreCall } from '@/lib/api/call-ref';
import { lazySchema } from '@/lib/input/lazy-schema';

const accountSchemas = () => import('@/lib/contract/user-centre/account-settings');
const realNameRequestSchema = lazySchema(() =>
  accountSchemas().then((module) => module.realNameRequestSchema),
);

const submitRealName = userCentreCall('submitRealName');
const getUserDetail = userCentreCall('getUserDetail');

/** Identity (real-name) check of the account. */
export function RealNameForm() {
  const t = useTranslations('userCentre.account.identity');
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
      <TextField form={form} name="RealName" label={t('realName')} />
      <TextField form={form} name="IdCardNo" label={t('idCard')} />
      <SubmitRow busy={form.busy} />
    </form>
  );
}
