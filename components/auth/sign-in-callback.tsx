'use client';

import type { SiteConfig } from '@/sites/schema';
import { href } from '@/lib/site/navigation/paths';
import { SignInSteps } from './sign-in-steps';

// The code in flight is single-use: a new sign-in from /login (which keeps the stored return
// address) is how to try again; a provider that still holds the session answers it at once.
const signInAgain = (site: SiteConfig) => window.location.assign(href(site, 'login'));

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
  const start = (site: SiteConfig) => {
    const query = new URLSearchParams(window.location.search);
    // The code and state are single-use secrets: off the address bar (and out of history) at once.
    window.history.replaceState(null, '', window.location.pathname);
    // The exchange, the id_token check (jose) and their schemas (zod) load beside the page rather
    // than before it hydrates.
    return import('@/lib/sign-in/complete-sign-in').then(({ completeSignIn }) =>
      completeSignIn(site, query, variant),
    );
  };
  return <SignInSteps start={start} message={message} slogan={slogan} retry={signInAgain} />;
}
