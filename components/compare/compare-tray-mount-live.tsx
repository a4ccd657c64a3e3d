'use client';

import { clientPart } from '@/components/ui/client-part';
import { absentOnFailure } from '@/components/ui/absent-on-failure';
import { useCompareIds } from '@/lib/compare/compare-ids';
import { useSite } from '@/lib/site/site-context';

// The tray's code loads only once the set has a lot: most visits compare nothing.
const CompareTray = clientPart(() =>
  absentOnFailure(import('./compare-tray').then((module) => module.CompareTray)),
);

/** Where a list or a detail shows the compare tray, while the set is not empty. */
export function CompareTrayMountLive() {
  const ids = useCompareIds(useSite().VirtualDirectory);
  return ids && ids.length > 0 ? <CompareTray count={ids.length} /> : null;
}
