'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { applyBid } from '@/lib/api/announcement-detail';
import { callPortal } from '@/lib/api/portal-fetch';
import { buyerGate, loginHref } from '@/lib/portal/buyer-gate';
import { useSignedInUser } from '@/lib/session/use-session';
import { useSite } from '@/lib/site/site-context';
import { ApplySuccessDialog } from './apply-success-dialog';
import { IdentityConfirm } from './identity-confirm';

/** 我要报名: sign-in and identity rules of SPEC §5, then the application and its success dialog. */
export function ApplyAction({ anncId, canApply }: { anncId: string; canApply: boolean }) {
  const t = useTranslations('portal');
  const site = useSite();
  const { user, identity } = useSignedInUser();
  const [code, setCode] = useState<string | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const gate = buyerGate(user, identity);
  if (gate === 'hidden') return null;

  const apply = async () => {
    if (gate === 'login') {
      window.location.assign(loginHref(site.VirtualDirectory, window.location.href));
      return;
    }
    if (gate === 'needIdentity') {
      setConfirm(true);
      return;
    }
    setBusy(true);
    try {
      const result = await callPortal(applyBid, { PlatformId: site.PlatformId, AnncId: anncId });
      setCode(result.ApplyCode);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        disabled={!canApply || busy}
        onClick={() => void apply()}
        className="rounded bg-active px-6 py-2 text-white enabled:hover:brightness-110 disabled:bg-line disabled:text-muted"
        data-testid="apply-button"
      >
        {canApply ? t('apply') : t('applyClosed')}
      </button>
      <ApplySuccessDialog code={code} onClose={() => setCode(null)} />
      <IdentityConfirm open={confirm} onClose={() => setConfirm(false)} />
    </>
  );
}
