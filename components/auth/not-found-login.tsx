'use client';

import { clientPart } from '@/components/ui/client-part';
import { useLoadPath } from '@/components/site/use-load-path';

// Only a login path with an unlisted token state needs the sign-in start; every other unknown
// path shows the plain not-found text without loading it.
const LoginStart = clientPart(() => import('./login-start').then((module) => module.LoginStart));

/**
 * `/login/{tokenState}` with a token state the export has no page for starts sign-in (SPEC §2):
 * the not-found page hands this in, so the site's fallback needs nothing of the sign-in.
 */
export function NotFoundLogin({ message }: { message: string }) {
  const { tokenState } = useLoadPath();
  return tokenState === null ? null : <LoginStart tokenState={tokenState} message={message} />;
}
