'use client';

import { useEffect, useRef, useState } from 'react';
import { useSite } from '@/lib/site/site-context';
import { paths } from '@/lib/site/paths';
import { readSession } from '@/lib/session/store';
import { confirmIdentity, loadAccountAndChoose } from '@/lib/sign-in/load-account';
import type { SignInStep } from '@/lib/sign-in/sign-in-step';
import { WaitingScreen } from '@/components/shell/waiting-screen';
import { IdentityChooser } from './identity-chooser';
import { SignInFailure } from './sign-in-failure';

/** /ChangeOrg (SPEC §2): basic user info again, then the identity rule. */
export function ChangeOrg({ message }: { message: string }) {
  const site = useSite();
  const [step, setStep] = useState<SignInStep | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!readSession().auth?.isLoggedIn) {
      window.location.replace(paths.login(site.VirtualDirectory));
      return;
    }
    loadAccountAndChoose(site)
      .catch((): SignInStep => ({ kind: 'failed', key: 'exchangeFailed' }))
      .then((next) => {
        if (next.kind === 'jump') window.location.replace(next.url);
        else if (next.kind === 'home') window.location.replace(paths.root(site.VirtualDirectory));
        else setStep(next);
      });
  }, [site]);

  if (step?.kind === 'failed') return <SignInFailure step={step} />;
  return (
    <>
      <WaitingScreen message={message} />
      {step?.kind === 'choose' ? (
        <IdentityChooser
          identities={step.identities}
          onConfirm={(identity) => window.location.replace(confirmIdentity(site, identity))}
        />
      ) : null}
    </>
  );
}
