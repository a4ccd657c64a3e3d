'use client';

import { useEffect, useRef, useState } from 'react';
import { clientPart } from '@/components/ui/client-part';
import { absentOnFailure } from '@/components/ui/absent-on-failure';
import { useTranslations } from '@/components/i18n/use-translations';
import authErrorsText from '@/messages/parts/auth.errors.json';
import { useSite } from '@/lib/site/site-context';
import { href } from '@/lib/site/navigation/paths';
import { readSession } from '@/lib/session/store';
import { useSignedInUser } from '@/lib/session/use-session';
import { listenToOtherTabs } from '@/lib/auth/broadcast';
import { hasRefreshableSession } from '@/lib/auth/refreshable';
import { watchPageExit } from '@/lib/auth/page-exit';
import { runArrival } from '@/lib/sign-in/arrival-gate';
import { setArrivalAsker, type ArrivalQuestion } from '@/lib/sign-in/arrival-question';
import type { ApiSite } from '@/lib/api/transport';
import { afterToastsRead, toast } from '@/components/feedback/toast';
import { useSandboxTestHooks } from './use-sandbox-test-hooks';

// The idle dialog loads only for a signed-in visitor of a tenant that has it; one that fails to
// load is left out of this page view, not the page's end, and the next page asks again.
const IdleTimeout = clientPart(() =>
  absentOnFailure(import('./idle-timeout').then((module) => module.IdleTimeout)),
);
// Asked only by a link that hands over an id_token.
const ArrivalDialog = clientPart(() => import('./arrival-dialog').then((module) => module.default));

/** The refresh and its endings load only for a visitor with a stored sign-in to refresh. */
async function refreshAtStart(site: ApiSite) {
  const [{ silentRefresh }, { endExpiredSession, goToLoginFromTokenEndpoint }, { logoutWithReferTime }] =
    await Promise.all([
      import('@/lib/sign-in/silent-refresh'),
      import('@/lib/auth/session-end'),
      import('@/lib/auth/logout'),
    ]);
  const result = await silentRefresh(site);
  return { result, endExpiredSession, goToLoginFromTokenEndpoint, logoutWithReferTime };
}

/**
 * What every page of a tenant runs for the sign-in once it has hydrated: a link's hand-over, the
 * silent refresh at start, sign-out reaching every tab, and the idle timeout where the tenant has
 * it. Its code loads after the page's own (`AuthRuntime`): none of it draws the first screen.
 */
export default function SessionRuntime() {
  const site = useSite();
  const tAuth = useTranslations('auth.errors', authErrorsText);
  const { user } = useSignedInUser();
  useSandboxTestHooks(site);
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (user) wasSignedIn.current = true;
  }, [user]);

  const [arrivalQuestion, setArrivalQuestion] = useState<{
    question: ArrivalQuestion;
    answer: (goOn: boolean) => void;
  } | null>(null);
  useEffect(
    () =>
      setArrivalAsker(
        (question) =>
          new Promise<boolean>((resolve) =>
            setArrivalQuestion({
              question,
              answer: (goOn) => {
                setArrivalQuestion(null);
                resolve(goOn);
              },
            }),
          ),
      ),
    [],
  );

  useEffect(() => {
    // Before any refresh can start: a refresh cut off by this page leaving must be told apart.
    watchPageExit();
    void runArrival(site).then((arrival) => {
      // A page leaving to sign in (a link from another platform) has no session to refresh.
      if (arrival !== 'leaving') startWithRefresh();
    });
    function startWithRefresh() {
      if (!hasRefreshableSession(readSession())) return;
      void refreshAtStart(site).then(
        ({ result, endExpiredSession, goToLoginFromTokenEndpoint, logoutWithReferTime }) => {
          // 'aborted' (this page left first) ends nothing: the other tabs keep the sign-in.
          if (result === 'expired') endExpiredSession(site);
          else if (result === 'login') goToLoginFromTokenEndpoint(site);
          else if (result === 'incomplete') {
            toast.error(tAuth('incompleteInfo'));
            afterToastsRead(1500, () => logoutWithReferTime(site));
          }
        },
        // The refresh code could not load (offline, a new deployment): the session stays as it is,
        // as when the refresh itself is unavailable.
        () => undefined,
      );
    }
  }, [site, tAuth]);

  useEffect(
    () =>
      listenToOtherTabs((message) => {
        // Only a tab that showed a signed-in page leaves it; a tab in the middle of signing in stays.
        if (message.type === 'logout' && wasSignedIn.current)
          window.location.replace(href(site.VirtualDirectory, 'root'));
      }),
    [site],
  );

  return (
    <>
      {arrivalQuestion ? (
        <ArrivalDialog question={arrivalQuestion.question} onAnswer={arrivalQuestion.answer} />
      ) : null}
      {site.autoLogoutClient && user ? <IdleTimeout /> : null}
    </>
  );
}
