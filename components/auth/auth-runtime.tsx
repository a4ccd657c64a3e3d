'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { toast, Toaster } from 'sonner';
import { useSite } from '@/lib/site/site-context';
import { paths } from '@/lib/site/paths';
import { useSignedInUser } from '@/lib/session/use-session';
import { apiErrorText, setApiErrorNotifier, setApiErrorText } from '@/lib/api/client';
import { listenToOtherTabs } from '@/lib/auth/broadcast';
import { silentRefresh } from '@/lib/auth/silent-refresh';
import { endExpiredSession, goToLoginFromTokenEndpoint } from '@/lib/auth/session-end';
import { logoutWithReferTime } from '@/lib/auth/logout';
import { IdleTimeout } from './idle-timeout';
import { SandboxTestHooks } from './sandbox-test-hooks';

/**
 * What every page of a tenant runs for the sign-in: the toasts of failed calls, the silent
 * refresh at start, sign-out reaching every tab, and the idle timeout where the tenant has it.
 */
export function AuthRuntime() {
  const site = useSite();
  const t = useTranslations('api.errors');
  const tAuth = useTranslations('auth.errors');
  const tRegion = useTranslations('auth');
  const { user } = useSignedInUser();
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (user) wasSignedIn.current = true;
  }, [user]);

  useEffect(() => {
    setApiErrorText((error) =>
      error.key === 'serverMessage' ? (error.serverMessage ?? '') : t(error.key, error.values),
    );
    return setApiErrorNotifier((error) => toast.error(apiErrorText(error)));
  }, [t]);

  useEffect(() => {
    void silentRefresh(site).then((result) => {
      if (result === 'expired') endExpiredSession(site);
      else if (result === 'login') goToLoginFromTokenEndpoint(site);
      else if (result === 'incomplete') {
        toast.error(tAuth('incompleteInfo'));
        setTimeout(() => logoutWithReferTime(site), 1500);
      }
    });
  }, [site, tAuth]);

  useEffect(
    () =>
      listenToOtherTabs((message) => {
        // Only a tab that showed a signed-in page leaves it; a tab in the middle of signing in stays.
        if (message.type === 'logout' && wasSignedIn.current)
          window.location.replace(paths.root(site.VirtualDirectory));
      }),
    [site],
  );

  return (
    <>
      {/* The one toaster of every page of the tenant (shell pages included). */}
      {/* Named in Chinese, without sonner's English "Notifications alt+T" and its hotkey. */}
      <Toaster position="top-center" richColors containerAriaLabel={tRegion('toastRegion')} hotkey={[]} />
      {process.env.PORTAL_PROFILE === 'sandbox' ? <SandboxTestHooks /> : null}
      {site.autoLogoutClient && user ? <IdleTimeout /> : null}
    </>
  );
}
