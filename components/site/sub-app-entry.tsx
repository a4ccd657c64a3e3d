'use client';

import { useEffect } from 'react';
import { useSite } from '@/lib/site/site-context';
import { runArrival } from '@/lib/sign-in/arrival-gate';

/**
 * A sub-application's root goes on to its home, query and hash kept, once a link from another
 * platform has been handled here (it may be signing the visitor in).
 */
export function SubAppEntry({ target }: { target: string }) {
  const site = useSite();
  useEffect(() => {
    void runArrival(site).then((arrival) => {
      if (arrival !== 'leaving')
        window.location.replace(`${target}${window.location.search}${window.location.hash}`);
    });
  }, [site, target]);
  return null;
}
