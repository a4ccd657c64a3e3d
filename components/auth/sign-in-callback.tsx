'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useSite } from '@/lib/site/site-context';
import { paths } from '@/lib/site/paths';
import { completeSignIn, confirmIdentity, type SignInStep } from '@/lib/auth/complete-sign-in';
import { WaitingScreen } from '@/components/shell/waiting-screen';
import { IdentityChooser } from './identity-chooser';
import { SignInProblem, problemLinkClass } from './sign-in-problem';

/** /GetCode and /GetCode2 (SPEC §2, §5): the waiting screen while the sign-in completes. */
export function SignInCallback({
  variant,
  message,
  slogan,
}: {
  variant: 1 | 2;
  message: string;
  slogan: string;
}) {
  const site = useSite();
  const t = useTranslations('auth');
  const [step, setStep] = useState<SignInStep | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(window.location.search);
    // The code and state are single-use secrets: off the address bar (and out of history) at once.
    window.history.replaceState(null, '', window.location.pathname);
    completeSignIn(site, query, variant)
      .catch((): SignInStep => ({ kind: 'failed', key: 'exchangeFailed' }))
      .then((next) => {
        if (next.kind === 'home') window.location.replace(paths.root(site.VirtualDirectory));
        else if (next.kind === 'jump') window.location.replace(next.url);
        else setStep(next);
      });
  }, [site, variant]);

  if (step?.kind === 'failed') {
    return (
      <SignInProblem message={t(`errors.${step.key}`, step.values)}>
        <a className={problemLinkClass} href={paths.login(site.VirtualDirectory)}>
          {t('login.signIn')}
        </a>
        <a className={problemLinkClass} href={paths.root(site.VirtualDirectory)}>
          {t('login.home')}
        </a>
      </SignInProblem>
    );
  }
  return (
    <>
      <WaitingScreen message={message} slogan={slogan} />
      {step?.kind === 'choose' ? (
        <IdentityChooser
          identities={step.identities}
          onConfirm={(identity) => window.location.replace(confirmIdentity(site, identity))}
        />
      ) : null}
    </>
  );
}
