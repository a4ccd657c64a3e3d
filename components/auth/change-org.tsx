'use client';

import { href } from '@/lib/site/navigation/paths';
import { readSession, sessionChecked } from '@/lib/session/store';
import { loadAccountAndChoose } from '@/lib/sign-in/load-account';
import type { SiteConfig } from '@/sites/schema';
import { SignInSteps } from './sign-in-steps';

/** /ChangeOrg (SPEC §2): basic user info again, then the identity rule. */
export function ChangeOrg({ message }: { message: string }) {
  const start = async (site: SiteConfig) => {
    await sessionChecked();
    if (!readSession().auth?.isLoggedIn) {
      window.location.replace(href(site.VirtualDirectory, 'login'));
      return null;
    }
    return loadAccountAndChoose(site);
  };
  // Reading the account again is all /ChangeOrg does: the page itself is the retry.
  return <SignInSteps start={start} message={message} retry={() => window.location.reload()} />;
}
