'use client';

import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { MARKS_POPUP_DELAY_MS, MARKS_POPUP_KEY, shouldShowMarks } from '@/lib/portal/marks-popup';
import { localValues } from '@/lib/session/browser-keys';
import { useSignedInUser } from '@/lib/session/use-session';

// The dialog and its calls load only for the few users who get the popup.
const MarksDialog = dynamic(() => import('./marks-dialog'), { ssr: false });

/** Opens the interest-marks dialog once per browser, about a second after load (SPEC §4). */
export function MarksPopup() {
  const { user } = useSignedInUser();
  const [open, setOpen] = useState(false);
  const eligible = shouldShowMarks(user, false);

  useEffect(() => {
    if (!eligible || localValues.get(MARKS_POPUP_KEY) !== null) return;
    const timer = window.setTimeout(() => {
      localValues.set(MARKS_POPUP_KEY, '1');
      setOpen(true);
    }, MARKS_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [eligible]);

  if (!open || !user?.MemberId) return null;
  return <MarksDialog memberId={user.MemberId} onClose={() => setOpen(false)} />;
}
