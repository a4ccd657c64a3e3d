'use client';

import { useEffect, useRef, useState } from 'react';
import { useSite } from '@/lib/site/site-context';
import { paths } from '@/lib/site/paths';
import { completeSignIn } from '@/lib/sign-in/complete-sign-in';
import { confirmIdentity } from '@/lib/sign-in/load-account';
import type { SignInStep } from '@/lib/sign-in/sign-in-step';
import { WaitingScreen } from '@/components/shell/waiting-screen';
import { IdentityChooser } from './identity-chooser';
import { SignInFailure } from './sign-in-failure';

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

  if (step?.kind === 'failed') return <SignInFailure step={step} />;
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
