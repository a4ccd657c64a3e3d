'use client';

import { absentOnFailure } from '@/components/ui/absent-on-failure';
import { afterContentPart } from '@/components/site/after-content-part';

/**
 * Where a list or a detail shows the compare tray, while the set is not empty. Whether it is empty
 * is known only once the device's set is read, after the content: the mount's code waits as long.
 */
export const CompareTrayMount = afterContentPart(() =>
  absentOnFailure(import('./compare-tray-mount-live').then((module) => module.CompareTrayMountLive)),
);
