'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import loginText from '@/messages/parts/auth.login.json';
import { useSite } from '@/lib/site/site-context';
import { href } from '@/lib/site/navigation/paths';
import { rememberRedirect, signedInLanding, startSignIn } from '@/lib/auth/sign-in';
import { signInVariant } from '@/lib/auth/endpoints';
import { WaitingScreen } from '@/components/shell/waiting-screen';
import { runArrival } from '@/lib/sign-in/arrival-gate';
import { SignInProblem, problemLinkClass } from './sign-in-problem';

const noSubscription = () => () => {};

/**
 * /login and /login/{tokenState} (SPEC §2): a signed-in visitor goes to the stored default page,
 * the stored redirect or the root; `reload` restarts with a random timestamp; `401` waits for the
 * visitor instead of redirecting; otherwise the provider's authorize address. A sign-in started on
 * /login/{tokenState} comes back to /GetCode2 (`signInVariant`).
 */
export function LoginStart({ tokenState, message }: { tokenState: string | null; message: string }) {
  const site = useSite();
  const t = useTranslations('auth.login', loginText);
  // The 401 state waits for the visitor; its reason comes from the query, known only in the browser.
  // The page's HTML already says a new sign-in is needed, so a slow phone shows that, never a
  // "going to sign in" screen that would not move, until the script names the reason.
  const reason = useSyncExternalStore(
    noSubscription,
    () =>
      tokenState === '401' ? (new URLSearchParams(window.location.search).get('reason') ?? 'retries') : null,
    () => (tokenState === '401' ? 'unread' : null),
  );
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(window.location.search);
    if (tokenState === 'reload') {
      const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
      window.location.replace(href(site.VirtualDirectory, 'login', { t: stamp }));
      return;
    }
    rememberRedirect(query.get('redirect'));
    if (tokenState === '401') return;
    // A link from another platform to /login/ signs in with what it brought (an id_token).
    void runArrival(site).then((arrival) => {
      if (arrival === 'leaving') return;
      const landing = signedInLanding(site);
      if (landing) window.location.replace(landing);
      else void startSignIn(site, { tokenState, variant: signInVariant(tokenState) });
    });
  }, [site, tokenState]);

  if (reason) {
    return (
      <SignInProblem
        message={t(reason === 'unread' ? 'statusTitle' : reason === 'expired' ? 'expired' : 'retries')}
      >
        <button
          type="button"
          className={problemLinkClass}
          onClick={() => void startSignIn(site, { variant: signInVariant(tokenState) })}
        >
          {t('signIn')}
        </button>
        <a className={problemLinkClass} href={href(site.VirtualDirectory, 'root')}>
          {t('home')}
        </a>
      </SignInProblem>
    );
  }
  return <WaitingScreen message={message} />;
}
