'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { applyBid } from '@/lib/api/announcement-detail';
import { callPortal } from '@/lib/api/portal-fetch';
import { buyerGate, loginHref } from '@/lib/portal/buyer-gate';
import { useSignedInUser } from '@/lib/session/use-session';
import { useSite } from '@/lib/site/site-context';
import { ApplySuccessDialog } from './apply-success-dialog';

// The confirm loads when a visitor without a buyer identity first needs it.
const IdentityConfirm = dynamic(() => import('./identity-confirm'), { ssr: false });

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
      const result = await callPortal(site, applyBid, { PlatformId: site.PlatformId, AnncId: anncId });
      setCode(result.ApplyCode);
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
        disabled={!canApply || busy}
        onClick={() => void apply()}
        className="rounded bg-active px-6 py-2 text-ink enabled:hover:brightness-110 disabled:bg-line disabled:text-muted"
        data-testid="apply-button"
      >
        {canApply ? t('apply') : t('applyClosed')}
      </button>
      <ApplySuccessDialog code={code} onClose={() => setCode(null)} />
      {confirm ? <IdentityConfirm open onClose={() => setConfirm(false)} /> : null}
    </>
  );
}
