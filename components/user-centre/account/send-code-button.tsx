'use client';

import { useEffect, useState } from 'react';
import { toast } from '@/components/feedback/toast';
import { useTranslations } from '@/components/i18n/use-translations';
import { useAction } from '@/lib/api/use-call';
import { fieldErrors } from '@/lib/input/form-errors';
import { reportFailure } from '@/components/feedback/report-failure';
import { userCentreCall } from '@/lib/api/call-ref';
import { lazySchema } from '@/lib/input/lazy-schema';
import { ApiError } from '@/lib/api/errors';
import { notifyApiError } from '@/lib/api/notify';

const sendCodeSchema = lazySchema(() =>
  import('@/lib/contract/user-centre/account-settings').then((module) => module.sendVerifyCodeRequestSchema),
);

const sendVerifyCode = userCentreCall('sendVerifyCode');

type Props = {
  channel: 'Mobile' | 'Email';
  target: string;
  onTargetError: (key: string | undefined) => void;
};

const RESEND_SECONDS = 60;

/** Sends a verification code to the phone or mailbox typed, then waits a minute before resending. */
export function SendCodeButton({ channel, target, onTargetError }: Props) {
  const t = useTranslations('userCentre.account.bindPhone');
  const run = useAction();
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    const request = { Channel: channel, Target: target };
    let schema;
    try {
      schema = await sendCodeSchema.load();
    } catch {
      notifyApiError(new ApiError('network'));
      return;
    }
    const parsed = schema.safeParse(request);
    if (!parsed.success) {
      onTargetError(fieldErrors(parsed.error).Target);
      return;
    }
    onTargetError(undefined);
    try {
      await run(sendVerifyCode, request);
      toast.success(t('sent'));
      setWait(RESEND_SECONDS);
    } catch (error) {
      reportFailure(error);
    }
  };

  return (
    <button
      type="button"
      className="ml-2 rounded border border-primary px-3 py-2 text-sm text-primary disabled:opacity-50"
      disabled={wait > 0}
      onClick={() => void send()}
    >
      {wait > 0 ? t('resend', { seconds: wait }) : t('send')}
    </button>
  );
}
