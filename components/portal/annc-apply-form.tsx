'use client';

import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { getAnncDetail } from '@/lib/contract/announcement-detail';
import { anncApplyFormSchema, getMyApply, submitApply } from '@/lib/contract/applications';
import { useAction, useCall } from '@/lib/api/use-call';
import { buyerGate, loginHref } from '@/lib/portal/buyer-gate';
import { useSignedInUser } from '@/lib/session/use-session';
import { useSite } from '@/lib/site/site-context';
import { paths } from '@/lib/site/paths';
import { fieldErrors } from '@/lib/user-centre/form-errors';
import { ApplySuccessDialog } from './apply-success-dialog';
import { DetailState } from '@/components/ui/detail-state';

const textFields = ['ApplicantName', 'ContactName', 'ContactPhone', 'IdNumber'] as const;
type TextField = (typeof textFields)[number];
const labelKey = {
  ApplicantName: 'applicantName',
  ContactName: 'contactName',
  ContactPhone: 'contactPhone',
  IdNumber: 'idNumber',
} as const;
const inputClass =
  'w-full max-w-[420px] rounded border border-line px-3 py-2 outline-none focus:border-primary';

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
  const [values, setValues] = useState<Record<TextField | 'Purpose', string>>({
    ApplicantName: '',
    ContactName: '',
    ContactPhone: '',
    IdNumber: '',
    Purpose: '',
  });
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  // Only a signed-in buyer can apply: a visitor signs in first and comes back here.
  useEffect(() => {
    if (gate === 'login') window.location.assign(loginHref(site.VirtualDirectory, window.location.href));
  }, [gate, site.VirtualDirectory]);

  if (!id || !detail.data) return <DetailState hasId={Boolean(id)} query={detail} />;
  const annc = detail.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Read the fields as they stand: a script may have set them without an input event.
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const current = Object.fromEntries(
      [...textFields, 'Purpose'].map((name) => [name, String(form.get(name) ?? '')]),
    );
    const parsed = anncApplyFormSchema.safeParse({
      ...current,
      PlatformId: site.PlatformId,
      AnncId: annc.AnncId,
      AcceptTerms: accepted,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      const result = await run(submitApply, parsed.data);
      setCode(result.ApplyCode);
      void mine.mutate();
    } catch {
      // The API client has shown the failure; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  const errorLine = (field: string): ReactNode =>
    errors[field] ? (
      <p id={`apply-${field}-error`} role="alert" className="mt-1 text-xs text-alert">
        {t(`errors.${errors[field] as 'applicantName'}`)}
      </p>
    ) : null;
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
          <a className="text-primary hover:underline" href={paths.participation(site.VirtualDirectory)}>
            {t('toParticipation')}
          </a>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-4">
          {textFields.map((field) => (
            <div key={field} className="grid grid-cols-[120px_1fr] items-start gap-x-3">
              <label htmlFor={`apply-${field}`} className="pt-2 text-right text-muted">
                {t(labelKey[field])}
              </label>
              <div>
                <input
                  id={`apply-${field}`}
                  name={field}
                  type={field === 'ContactPhone' ? 'tel' : 'text'}
                  value={values[field]}
                  placeholder={field === 'IdNumber' ? t('idNumberHint') : undefined}
                  onChange={(event) => setValues((old) => ({ ...old, [field]: event.target.value }))}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={errors[field] ? `apply-${field}-error` : undefined}
                  className={inputClass}
                />
                {errorLine(field)}
              </div>
            </div>
          ))}
          <div className="grid grid-cols-[120px_1fr] items-start gap-x-3">
            <label htmlFor="apply-Purpose" className="pt-2 text-right text-muted">
              {t('purpose')}
            </label>
            <div>
              <textarea
                id="apply-Purpose"
                name="Purpose"
                rows={3}
                value={values.Purpose}
                onChange={(event) => setValues((old) => ({ ...old, Purpose: event.target.value }))}
                className={inputClass}
              />
              {errorLine('Purpose')}
            </div>
          </div>
          <div className="pl-[132px]">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={accepted}
                onChange={(event) => setAccepted(event.target.checked)}
              />
              {t('acceptTerms')}
            </label>
            {errorLine('AcceptTerms')}
            <button
              type="submit"
              disabled={busy}
              className="mt-4 rounded bg-primary px-6 py-2 text-white hover:bg-primary-hover disabled:opacity-60"
            >
              {busy ? t('submitting') : t('submit')}
            </button>
          </div>
        </form>
      )}
      <ApplySuccessDialog code={code} onClose={() => setCode(null)} />
    </section>
  );
}
