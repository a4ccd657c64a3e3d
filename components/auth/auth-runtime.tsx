'use client';

import { useEffect } from 'react';
import { absentOnFailure } from '@/components/ui/absent-on-failure';
import { afterContentPart } from '@/components/site/after-content-part';
import { useTranslations } from '@/components/i18n/use-translations';
import { apiErrorText } from '@/lib/api/error-text';
import { setApiErrorNotifier } from '@/lib/api/notify';
import { toast } from '@/components/feedback/toast';
import { LazyToaster } from '@/components/feedback/lazy-toaster';

// Loaded once the page's content has been drawn (at once on a page without early calls, such as
// the sign-in's own): its work starts from effects and draws nothing on the first screen, so its
// chunk, its evaluation and its refresh need not share the line or the thread with the content's.
// Code that did not arrive leaves this page view without it (the sign-in stays as stored); the
// next page asks again.
const SessionRuntime = afterContentPart(() =>
  absentOnFailure(import('./session-runtime').then((module) => module.default)),
);

/**
 * What every page of a tenant runs for the sign-in: the toasts of failed calls from the first call
 * on, and the session's runtime (`session-runtime.tsx`).
 */
export function AuthRuntime() {
  const t = useTranslations('api.errors');
  useEffect(() => setApiErrorNotifier((error) => toast.error(apiErrorText(error, t) ?? '')), [t]);
  return (
    <>
      {/* The one toaster of every page of the tenant (shell pages included). */}
      <LazyToaster />
      <SessionRuntime />
    </>
  );
}
