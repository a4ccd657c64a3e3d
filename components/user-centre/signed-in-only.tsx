'use client';

import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useSite } from '@/lib/site/site-context';
import { readSession } from '@/lib/session/store';
import { useSignedInUser } from '@/lib/session/use-session';
import { href } from '@/lib/site/navigation/paths';
import { signOutUnderway } from '@/lib/auth/sign-out-state';
import { loginUrlFor } from '@/lib/user-centre/sign-in-guard';
import { runArrival } from '@/lib/sign-in/arrival-gate';

const noSubscription = () => () => {};

function signedIn(): boolean {
  const session = readSession();
  return Boolean(session.auth?.isLoggedIn && session.user?.UserId);
}

/** Personal pages need sign-in (SPEC §6): a visitor goes to login and comes back here afterwards. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const site = useSite();
  const t = useTranslations('userCentre.layout');
  const { user } = useSignedInUser();
  // Before hydration nobody is known yet: say "loading", not "please sign in".
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const wasSignedIn = useRef(false);

  useEffect(() => {
    // The session is read directly: the hook still answers the server snapshot while hydrating.
    if (signedIn()) {
      wasSignedIn.current = true;
      return;
    }
    // A link from another platform may be signing the visitor in already (with its id_token).
    void runArrival(site).then((arrival) => {
      if (arrival === 'leaving' || signedIn()) return;
      // This page is leaving to end the provider's session: sending it to /login now would win the
      // race and the provider, still signed in, would sign the visitor straight back in.
      if (signOutUnderway()) return;
      // Signed out while the page was open (another tab, an expired refresh): that is a sign-out,
      // not a request to sign in again, so leave for the tenant root rather than /login.
      if (wasSignedIn.current) window.location.replace(href(site.VirtualDirectory, 'root'));
      else window.location.assign(loginUrlFor(site.VirtualDirectory, window.location));
    });
  }, [user, site]);

  if (!user) {
    return (
      <p className="py-10 text-center text-muted" data-testid="sign-in-required">
        {hydrated ? t('redirecting') : t('loading')}
      </p>
    );
  }
  return <>{children}</>;
}
