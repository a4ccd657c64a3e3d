'use client';

import { useEffect, useState } from 'react';
import { clientPart } from '@/components/ui/client-part';
import { absentOnFailure } from '@/components/ui/absent-on-failure';
import {
  MARKS_POPUP_DELAY_MS,
  MARKS_POPUP_KEY,
  platformHasMarkCategories,
  shouldShowMarks,
} from '@/lib/portal/marks-popup';
import { localValues } from '@/lib/session/browser-keys';
import { useSignedInUser } from '@/lib/session/use-session';
import { useSite } from '@/lib/site/site-context';

// The dialog and its calls load only for the few users who get the popup.
const MarksDialog = clientPart(() =>
  absentOnFailure(import('./marks-dialog').then((module) => module.default)),
);

/** Opens the interest-marks dialog once per browser, about a second after load (SPEC §4). */
export function MarksPopup() {
  const site = useSite();
  const { user } = useSignedInUser();
  const [open, setOpen] = useState(false);
  const eligible = shouldShowMarks(user, false) && platformHasMarkCategories(site.WebBusinessType);

  useEffect(() => {
    if (!eligible || localValues.get(MARKS_POPUP_KEY) !== null) return;
    // The dialog marks itself shown once it has categories to offer.
    const timer = window.setTimeout(() => setOpen(true), MARKS_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [eligible]);

  if (!open || !user?.MemberId) return null;
  return (
    <MarksDialog
      memberId={user.MemberId}
      onShown={() => localValues.set(MARKS_POPUP_KEY, '1')}
      onClose={() => setOpen(false)}
    />
  );
}
