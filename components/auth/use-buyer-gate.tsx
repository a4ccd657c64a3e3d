'use client';

import { clientPart } from '@/components/ui/client-part';
import { useState } from 'react';
import { buyerGate, loginHref } from '@/lib/portal/buyer-gate';
import { useSignedInUser } from '@/lib/session/use-session';
import { useSite } from '@/lib/site/site-context';
import { closedOnFailure } from '@/components/ui/part-failed';

// The confirm loads when a visitor without a buyer identity first needs it.
const IdentityConfirm = clientPart(() =>
  closedOnFailure(import('./identity-confirm').then((module) => module.default)),
);

/**
 * SPEC §5 for bidding, favourites and applying: `guard(action)` runs the action for a buyer; a
 * visitor signs in first (and comes back here, or to `returnTo` when the action is a page of its own), a user without an authenticated identity is asked
 * to authenticate one (`confirmDialog`, to be rendered). A seller (`gate === 'hidden'`) gets no button.
 */
export function useBuyerGate() {
  const site = useSite();
  const { user, identity } = useSignedInUser();
  const gate = buyerGate(user, identity);
  const [confirm, setConfirm] = useState(false);
  const guard = (action: () => void | Promise<void>, returnTo?: string) => {
    if (gate === 'login') {
      const back = returnTo ? new URL(returnTo, window.location.href).href : window.location.href;
      return window.location.assign(loginHref(site.VirtualDirectory, back));
    }
    if (gate === 'needIdentity') return setConfirm(true);
    void action();
  };
  const confirmDialog = confirm ? <IdentityConfirm open onClose={() => setConfirm(false)} /> : null;
  return { gate, guard, confirmDialog };
}
