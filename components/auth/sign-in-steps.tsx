'use client';

import { useEffect, useRef, useState } from 'react';
import type { SiteConfig } from '@/sites/schema';
import { useSite } from '@/lib/site/site-context';
import { useSignedInUser } from '@/lib/session/use-session';
import { paths } from '@/lib/site/paths';
import { confirmIdentity } from '@/lib/sign-in/load-account';
import { logoutWithReferTime } from '@/lib/auth/logout';
import type { SignInStep } from '@/lib/sign-in/sign-in-step';
import { WaitingScreen } from '@/components/shell/waiting-screen';
import { IdentityChooser } from './identity-chooser';
import { SignInFailure } from './sign-in-failure';

type Props = {
  /** Runs once when the page opens; null when it has already sent the browser elsewhere. */
  start: (site: SiteConfig) => Promise<SignInStep> | null;
  message: string;
  slogan?: string;
};

/**
 * The waiting screen of a sign-in walk (the callback, /ChangeOrg): runs its first step once, then
 * follows where the step leads: a jump, the tenant's home, the identity chooser or the failure.
 */
export function SignInSteps({ start, message, slogan }: Props) {
  const site = useSite();
  const { identity: current } = useSignedInUser();
  const [step, setStep] = useState<SignInStep | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start(site)
      ?.catch((): SignInStep => ({ kind: 'failed', key: 'exchangeFailed' }))
      .then((next) => {
        if (next.kind === 'home') window.location.replace(paths.root(site.VirtualDirectory));
        else if (next.kind === 'jump') window.location.replace(next.url);
        else if (next.kind === 'logout') logoutWithReferTime(site);
        else setStep(next);
      });
  }, [site, start]);

  if (step?.kind === 'failed') return <SignInFailure step={step} />;
  return (
    <>
      <WaitingScreen message={message} slogan={slogan} />
      {step?.kind === 'choose' ? (
        <IdentityChooser
          identities={step.identities}
          currentId={current ? String(current.IdentityId) : null}
          onConfirm={(identity) => window.location.replace(confirmIdentity(site, identity))}
        />
      ) : null}
    </>
  );
}
