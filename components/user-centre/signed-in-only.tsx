'use client';

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useSite } from '@/lib/site/site-context';
import { readSession } from '@/lib/session/store';
import { useSignedInUser } from '@/lib/session/use-session';
import { loginUrlFor } from '@/lib/user-centre/sign-in-guard';

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

  useEffect(() => {
    // The session is read directly: the hook still answers the server snapshot while hydrating.
    if (signedIn()) return;
    window.location.assign(loginUrlFor(site.VirtualDirectory, window.location));
  }, [user, site.VirtualDirectory]);

  if (!user) {
    return (
      <p className="py-10 text-center text-muted" data-testid="sign-in-required">
        {hydrated ? t('redirecting') : t('loading')}
      </p>
    );
  }
  return <>{children}</>;
}
