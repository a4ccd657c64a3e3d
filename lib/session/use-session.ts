'use client';

import { useSyncExternalStore } from 'react';
import { readSession, serverSnapshot, subscribeSession } from './store';

/** The persisted session; renders as signed out on the server and before hydration. */
export function useSession() {
  return useSyncExternalStore(subscribeSession, readSession, () => serverSnapshot);
}

/** Signed-in state is shown only when the user has a UserId (SPEC §2). */
export function useSignedInUser() {
  const session = useSession();
  const user = session.auth?.isLoggedIn && session.user?.UserId ? session.user : null;
  return { session, user, identity: user ? session.identity : null };
}
