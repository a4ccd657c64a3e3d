'use client';

import { useState } from 'react';
import { toast } from '@/components/feedback/toast';
import { useTranslations } from '@/components/i18n/use-translations';
import { useCall, useAction } from '@/lib/api/use-call';
import { TextField } from '@/components/ui/field';
import { SubmitRow } from '@/components/ui/submit-row';
import { useForm } from '@/components/ui/use-form';
import { SendCodeButton } from './send-code-button';
import { userCentreCall } from '@/lib/api/call-ref';
import { lazySchema, type LazySchema } from '@/lib/input/lazy-schema';

const accountSchemas = () => import('@/lib/contract/user-centre/account-settings');
type AccountSchemas = typeof import('@/lib/contract/user-centre/account-settings');
type ContactSchema = LazySchema<
  AccountSchemas['bindPhoneRequestSchema'] | AccountSchemas['bindEmailRequestSchema']
>;
const bindEmailRequestSchema = lazySchema(() =>
  accountSchemas().then((module) => module.bindEmailRequestSchema),
);
const bindPhoneRequestSchema = lazySchema(() =>
  accountSchemas().then((module) => module.bindPhoneRequestSchema),
);

const bindEmail = userCentreCall('bindEmail');
const bindPhone = userCentreCall('bindPhone');
const getUserDetail = userCentreCall('getUserDetail');

/** What differs between binding a phone and binding a mailbox: the field, its words and its check. */
const channels = {
  Mobile: {
    testId: 'bind-phone-form',
    text: 'bindPhone',
    label: 'bindPhone.mobile',
    input: { inputMode: 'tel' },
    schema: bindPhoneRequestSchema as ContactSchema,
  },
  Email: {
    testId: 'bind-email-form',
    text: 'bindEmail',
    label: 'bindEmail.email',
    input: { type: 'email' },
    schema: bindEmailRequestSchema as ContactSchema,
  },
} as const;

type Channel = keyof typeof channels;
const empty = { Mobile: '', Email: '', Code: '' };

/** Binds a phone or a mailbox: the address, a code sent to it, then the call. */
export function BindContactForm({ channel }: { channel: Channel }) {
  const { testId, text, label, input, schema } = channels[channel];
  const t = useTranslations('userCentre.account');
  const { data: user } = useCall(getUserDetail);
  const run = useAction();
  const form = useForm(schema, empty);
  const [targetError, setTargetError] = useState<string>();
  const onSubmit = form.submit(async () => {
    const { Mobile, Email, Code } = form.values;
    if (channel === 'Mobile') await run(bindPhone, { Mobile, Code }, [getUserDetail]);
    else await run(bindEmail, { Email, Code }, [getUserDetail]);
    toast.success(t(`${text}.done`));
    form.setValues(empty);
  });
  const current = channel === 'Mobile' ? user?.UserMobile : user?.Email;
  return (
    <form onSubmit={onSubmit} noValidate data-testid={testId}>
      <h2 className="mb-2 text-base font-semibold">{t(`${text}.title`)}</h2>
      {current ? <p className="mb-3 text-sm text-muted">{t(`${text}.current`, { value: current })}</p> : null}
      <TextField form={form} name={channel} label={t(label)} error={targetError} {...input} />
      <TextField
        form={form}
        name="Code"
        label={t(`${text}.code`)}
        className="max-w-[160px]"
        inputMode="numeric"
      />
      <div className="-mt-2 mb-4 md:pl-[152px]">
        <SendCodeButton channel={channel} target={form.values[channel]} onTargetError={setTargetError} />
      </div>
      <SubmitRow busy={form.busy} />
    </form>
  );
}
