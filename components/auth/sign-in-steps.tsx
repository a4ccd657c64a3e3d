'use client';

import { useEffect, useRef, useState } from 'react';
import type { SiteConfig } from '@/sites/schema';
import { useSite } from '@/lib/site/site-context';
import { useSignedInUser } from '@/lib/session/use-session';
import { href } from '@/lib/site/navigation/paths';
import type { SignInStep } from '@/lib/sign-in/sign-in-step';
import { fieldEventsHandedOver } from '@/lib/telemetry/field-events';
import { WaitingScreen } from '@/components/shell/waiting-screen';
import { LazySlowAnswer as SlowAnswer } from '@/components/ui/lazy-slow-answer';
import { useSlow } from '@/components/ui/use-slow';
import { IdentityChooser } from './identity-chooser';
import { SignInFailure } from './sign-in-failure';

type Props = {
  /** Runs once when the page opens; null when it has sent the browser elsewhere. */
  start: (site: SiteConfig) => Promise<SignInStep | null> | null;
  message: string;
  slogan?: string;
  /**
   * 重试 when the first step is slow: the step cannot simply run again (a callback's code is spent
   * once sent), so the page says how to start over.
   */
  retry: (site: SiteConfig) => void;
};

/**
 * The waiting screen of a sign-in walk (the callback, /ChangeOrg): runs its first step once, then
 * follows where the step leads: a jump, the tenant's home, the identity chooser or the failure.
 */
export function SignInSteps({ start, message, slogan, retry }: Props) {
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
        if (!next) return;
        if (next.kind === 'home') window.location.replace(href(site.VirtualDirectory, 'root'));
        else if (next.kind === 'jump') window.location.replace(next.url);
        else if (next.kind === 'logout')
          // The silent logout leaves at once: the field reports take the failure along first.
          void Promise.all([import('@/lib/auth/logout'), fieldEventsHandedOver()]).then(
            ([{ logoutWithReferTime }]) => logoutWithReferTime(site),
            () => setStep({ kind: 'failed', key: 'exchangeFailed' }),
          );
        else setStep(next);
      });
  }, [site, start]);

  // The first step still under way: nothing has been decided yet.
  const slow = useSlow(step === null);

  if (step?.kind === 'failed') return <SignInFailure step={step} />;
  return (
    <>
      <WaitingScreen message={message} slogan={slogan}>
        {slow ? (
          // 返回 goes home: behind a sign-in lie the provider's pages and /login, which starts over.
          <SlowAnswer tone="light" onRetry={() => retry(site)} backTo={href(site, 'root')} />
        ) : null}
      </WaitingScreen>
      {step?.kind === 'choose' ? (
        <IdentityChooser
          identities={step.identities}
          currentId={current ? String(current.IdentityId) : null}
          onConfirm={(identity) =>
            void import('@/lib/sign-in/load-account').then(
              ({ confirmIdentity }) => window.location.replace(confirmIdentity(site, identity)),
              // The code could not load (offline, a new release): 登录未能完成，请重新登录.
              () => setStep({ kind: 'failed', key: 'exchangeFailed' }),
            )
          }
        />
      ) : null}
    </>
  );
}
