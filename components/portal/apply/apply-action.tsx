'use client';

import { clientPart } from '@/components/ui/client-part';
import { useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import type { MyApplication } from '@/lib/contract/applications';
import type { NextSteps } from '@/lib/portal/next-steps';
import { useAction } from '@/lib/api/use-call';
import { href } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';
import { useBuyerGate } from '@/components/auth/use-buyer-gate';
import { publicCall } from '@/lib/api/call-ref';
import { closedOnFailure } from '@/components/ui/part-failed';

const applyBid = publicCall('applyBid');

// Dialogs load when first needed, so the detail page stays light.
const ApplyTermsDialog = clientPart(() =>
  closedOnFailure(import('./apply-terms-dialog').then((module) => module.default)),
);
const ApplySuccessDialog = clientPart(() =>
  closedOnFailure(import('./apply-success-dialog').then((module) => module.ApplySuccessDialog)),
);

type Props = {
  anncId: string;
  canApply: boolean;
  /** The signed-in buyer's application, once read; undefined while unknown, null when unreadable. */
  application: MyApplication | null | undefined;
  onApplied: () => void;
  /** What the buyer does next, told in the success dialog. */
  next: NextSteps;
};

/**
 * 我要报名: sign-in and identity rules of SPEC §5, the terms, then the application and its success
 * dialog. Once applied the button says so and cannot be pressed again. Small-lease sites take the
 * application on their AnncApply form instead.
 */
export function ApplyAction({ anncId, canApply, application, onApplied, next }: Props) {
  const t = useTranslations('portal');
  const site = useSite();
  const run = useAction();
  const [code, setCode] = useState<string | null>(null);
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const { gate, guard, confirmDialog } = useBuyerGate();
  if (gate === 'hidden') return null;
  const applied = Boolean(application?.ApplyCode);
  const unknown = gate === 'allowed' && application === undefined;

  const start = () => {
    if (site.portalApp === 'smallleaseweb')
      return window.location.assign(
        href({ VirtualDirectory: site.VirtualDirectory, portalApp: 'smallleaseweb' }, 'AnncApply', {
          id: anncId,
        }),
      );
    setTerms(true);
  };

  const apply = async () => {
    setBusy(true);
    try {
      const result = await run(applyBid, { PlatformId: site.PlatformId, AnncId: anncId });
      setTerms(false);
      setCode(result.ApplyCode);
      onApplied();
    } catch {
      // The API client has shown the failure.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        disabled={!canApply || busy || applied || unknown}
        onClick={() => guard(start)}
        className="rounded bg-active px-6 py-2 text-ink enabled:hover:brightness-110 disabled:bg-line disabled:text-muted"
        data-testid="apply-button"
        data-applied={applied || undefined}
      >
        {applied ? t('applied') : canApply ? t('apply') : t('applyClosed')}
      </button>
      {code !== null ? <ApplySuccessDialog code={code} next={next} onClose={() => setCode(null)} /> : null}
      {terms ? (
        <ApplyTermsDialog busy={busy} onConfirm={() => void apply()} onClose={() => setTerms(false)} />
      ) : null}
      {confirmDialog}
    </>
  );
}
