'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useSite } from '@/lib/site/site-context';
import { paths } from '@/lib/site/paths';
import { readSession } from '@/lib/session/store';
import { confirmIdentity, loadAccountAndChoose, type SignInStep } from '@/lib/auth/complete-sign-in';
import { WaitingScreen } from '@/components/shell/waiting-screen';
import { IdentityChooser } from './identity-chooser';
import { SignInProblem, problemLinkClass } from './sign-in-problem';

/** /ChangeOrg (SPEC §2): basic user info again, then the identity rule. */
export function ChangeOrg({ message }: { message: string }) {
  const site = useSite();
  const t = useTranslations('auth');
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

  if (step?.kind === 'failed') {
    return (
      <SignInProblem message={t(`errors.${step.key}`, step.values)}>
        <a className={problemLinkClass} href={paths.login(site.VirtualDirectory)}>
          {t('login.signIn')}
        </a>
      </SignInProblem>
    );
  }
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
