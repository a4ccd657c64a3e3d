'use client';

import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { MARKS_POPUP_DELAY_MS, MARKS_POPUP_KEY, shouldShowMarks } from '@/lib/portal/marks-popup';
import { useSignedInUser } from '@/lib/session/use-session';

// The dialog and its calls load only for the few users who get the popup.
const MarksDialog = dynamic(() => import('./marks-dialog'), { ssr: false });

function alreadyShown(): boolean {
  try {
    return window.localStorage.getItem(MARKS_POPUP_KEY) !== null;
  } catch {
    return true;
  }
}

/** Opens the interest-marks dialog once per browser, about a second after load (SPEC §4). */
export function MarksPopup() {
  const { user } = useSignedInUser();
  const [open, setOpen] = useState(false);
  const eligible = shouldShowMarks(user, false);

  useEffect(() => {
    if (!eligible || alreadyShown()) return;
    const timer = window.setTimeout(() => {
      try {
        window.localStorage.setItem(MARKS_POPUP_KEY, '1');
      } catch {
        // Without storage the popup may show again; nothing else to do.
      }
      setOpen(true);
    }, MARKS_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [eligible]);

  if (!open || !user?.MemberId) return null;
  return <MarksDialog memberId={user.MemberId} onClose={() => setOpen(false)} />;
}
