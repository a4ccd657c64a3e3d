'use client';

import { toast } from '@/components/feedback/toast';
import { useTranslations } from '@/components/i18n/use-translations';
import { writeSession } from '@/lib/session/store';
import { useCall, useAction } from '@/lib/api/use-call';
import { TextField } from '@/components/ui/field';
import { SubmitRow } from '@/components/ui/submit-row';
import { useForm } from '@/components/ui/use-form';
import { userCentreCall } from '@/lib/api/call-ref';
import { lazySchema } from '@/lib/input/lazy-schema';

const accountSchemas = () => import('@/lib/contract/user-centre/account-settings');
const changeUserNameRequestSchema = lazySchema(() =>
  accountSchemas().then((module) => module.changeUserNameRequestSchema),
);

const changeUserName = userCentreCall('changeUserName');
const getUserDetail = userCentreCall('getUserDetail');

export function ChangeUserNameForm() {
  const t = useTranslations('userCentre.account.userName');
  const { data: user } = useCall(getUserDetail);
  const run = useAction();
  const form = useForm(changeUserNameRequestSchema, { UserName: '' });
  const onSubmit = form.submit(async (values) => {
    const updated = await run(changeUserName, values, [getUserDetail]);
    // The header shows the stored name: keep it in step with the account.
    writeSession((session) =>
      session.user
        ? { ...session, user: { ...session.user, UserName: updated.UserName ?? undefined } }
        : session,
    );
    toast.success(t('done'));
    form.setValues({ UserName: '' });
  });
  return (
    <form onSubmit={onSubmit} noValidate data-testid="change-user-name-form">
      <h2 className="mb-2 text-base font-semibold">{t('title')}</h2>
      {user?.UserName ? (
        <p className="mb-3 text-sm text-muted">{t('current', { value: user.UserName })}</p>
      ) : null}
      <TextField form={form} name="UserName" label={t('userName')} />
      <SubmitRow busy={form.busy} />
    </form>
  );
}
