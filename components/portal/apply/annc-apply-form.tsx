'use client';

import { useEffect, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useAction, useCall } from '@/lib/api/use-call';
import { buyerGate, loginHref } from '@/lib/portal/buyer-gate';
import { useSignedInUser } from '@/lib/session/use-session';
import { useSite } from '@/lib/site/site-context';
import { href } from '@/lib/site/navigation/paths';
import { Field, inputClass, TextField } from '@/components/ui/field';
import { SubmitRow } from '@/components/ui/submit-row';
import { useForm } from '@/components/ui/use-form';
import { ApplySuccessDialog } from './apply-success-dialog';
import { nextStepsOf } from '@/lib/portal/next-steps';
import { DetailState } from '@/components/ui/detail-state';
import { publicCall } from '@/lib/api/call-ref';
import { lazySchema } from '@/lib/input/lazy-schema';

const anncApplyFormSchema = lazySchema(() =>
  import('@/lib/contract/applications').then((module) => module.anncApplyFormSchema),
);

const getAnncDetail = publicCall('getAnncDetail');
const getMyApply = publicCall('getMyApply');
const submitApply = publicCall('submitApply');

const textFields = ['ApplicantName', 'ContactName', 'ContactPhone', 'IdNumber'] as const;
const labelKey = {
  ApplicantName: 'applicantName',
  ContactName: 'contactName',
  ContactPhone: 'contactPhone',
  IdNumber: 'idNumber',
} as const;

/** AnncApply (`?id=`): the small-lease application form, checked before it is sent. */
export function AnncApplyForm() {
  const t = useTranslations('portal.anncApply');
  const site = useSite();
  const run = useAction();
  const id = useSearchParams().get('id');
  const { user, identity } = useSignedInUser();
  const gate = buyerGate(user, identity);
  const detail = useCall(getAnncDetail, id ? { PlatformId: site.PlatformId, AnncId: id } : null);
  const mine = useCall(
    getMyApply,
    id && gate === 'allowed' ? { PlatformId: site.PlatformId, AnncId: id } : null,
  );
  const form = useForm(anncApplyFormSchema, {
    PlatformId: site.PlatformId,
    AnncId: id ?? '',
    ApplicantName: '',
    ContactName: '',
    ContactPhone: '',
    IdNumber: '',
    Purpose: '',
    AcceptTerms: false,
  });
  const [code, setCode] = useState<string | null>(null);
  // Only a signed-in buyer can apply: a visitor signs in first and comes back here.
  useEffect(() => {
    if (gate === 'login') window.location.assign(loginHref(site.VirtualDirectory, window.location.href));
  }, [gate, site.VirtualDirectory]);

  if (!id || !detail.data) return <DetailState hasId={Boolean(id)} query={detail} />;
  const annc = detail.data;

  const submit = form.submit(async (values) => {
    const result = await run(submitApply, { ...values, AnncId: annc.AnncId });
    setCode(result.ApplyCode);
    void mine.mutate();
  });
  // This form's errors have words of their own (the schema names them, this page's catalogue says them).
  const errors = Object.fromEntries(
    Object.entries(form.errors).map(([field, key]) => [field, t(`errors.${key as 'applicantName'}`)]),
  );
  const error = (field: string): string | undefined => errors[field];
  const appliedCode = mine.data?.ApplyCode;

  return (
    <section className="rounded bg-white p-6" data-testid="annc-apply">
      <h2 className="text-base font-medium">{t('heading')}</h2>
      <p className="mt-2 text-muted">
        {t('project')}：<span data-testid="annc-title">{annc.Title}</span>（{annc.Code}）
      </p>
      {appliedCode ? (
        <div role="status" className="mt-6 space-y-3" data-testid="annc-apply-done">
          <p>{t('alreadyApplied', { code: appliedCode })}</p>
          <a className="text-primary hover:underline" href={href(site.VirtualDirectory, 'participation')}>
            {t('toParticipation')}
          </a>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-6">
          {textFields.map((field) => (
            <TextField
              key={field}
              form={{ ...form, errors }}
              name={field}
              label={t(labelKey[field])}
              type={field === 'ContactPhone' ? 'tel' : 'text'}
              placeholder={field === 'IdNumber' ? t('idNumberHint') : undefined}
            />
          ))}
          <Field label={t('purpose')} error={error('Purpose')}>
            <textarea
              name="Purpose"
              rows={3}
              value={form.values.Purpose}
              onChange={(event) => form.set('Purpose', event.target.value)}
              className={inputClass}
            />
          </Field>
          <div className="mb-4 md:pl-[152px]">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="AcceptTerms"
                checked={form.values.AcceptTerms}
                onChange={(event) => form.set('AcceptTerms', event.target.checked)}
              />
              {t('acceptTerms')}
            </label>
            {error('AcceptTerms') ? (
              <p role="alert" className="mt-1 text-xs text-alert">
                {error('AcceptTerms')}
              </p>
            ) : null}
          </div>
          <SubmitRow busy={form.busy} label={{ idle: t('submit'), busy: t('submitting') }} />
        </form>
      )}
      <ApplySuccessDialog code={code} next={nextStepsOf(annc)} onClose={() => setCode(null)} />
    </section>
  );
}
