'use client';

import { useEffect } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import authErrorsText from '@/messages/parts/auth.errors.json';
import loginText from '@/messages/parts/auth.login.json';
import { useSite } from '@/lib/site/site-context';
import { href } from '@/lib/site/navigation/paths';
import type { SignInStep } from '@/lib/sign-in/sign-in-step';
import { FAILURE_SIGN_OUT_DELAY_MS } from '@/lib/auth/failure-sign-out';
import { beginSignOut } from '@/lib/auth/sign-out-state';
import { SignInProblem, problemLinkClass } from './sign-in-problem';

// The callback page's only text: why signing in stopped, and the two ways on.
const failureText = { auth: { ...authErrorsText.auth, ...loginText.auth } };

type Failed = Extract<SignInStep, { kind: 'failed' }>;

/**
 * A failed sign-in: the reason, and ways on. When the provider may still hold the session of the
 * account that failed, both ways pass through its end session, and so does the page by itself
 * after a few seconds, so that the next sign-in on this browser asks for a password again.
 */
export function SignInFailure({ step }: { step: Failed }) {
  const site = useSite();
  const t = useTranslations('auth', failureText);
  const signOut = step.signOut;

  useEffect(() => {
    if (!signOut) return;
    const timer = setTimeout(() => {
      beginSignOut();
      window.location.assign(signOut.root);
    }, FAILURE_SIGN_OUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signOut]);

  return (
    <SignInProblem
      message={t(`errors.${step.key}`, step.values)}
      detail={signOut ? t('login.endingSso') : undefined}
    >
      <a className={problemLinkClass} href={signOut?.login ?? href(site.VirtualDirectory, 'login')}>
        {t('login.signIn')}
      </a>
      <a className={problemLinkClass} href={signOut?.root ?? href(site.VirtualDirectory, 'root')}>
        {t('login.home')}
      </a>
    </SignInProblem>
  );
}
