'use client';

import { clientPart } from '@/components/ui/client-part';
import { absentOnFailure } from '@/components/ui/absent-on-failure';

/**
 * The forbidden-character rule installs after the page has hydrated: no field takes typing before
 * then, and its scan on installing (then every second) catches whatever the browser pre-filled or a
 * person typed first. Its code stays out of the scripts every page needs before it hydrates.
 */
export const LazyForbiddenCharacterGuard = clientPart(() =>
  absentOnFailure(import('./forbidden-character-guard').then((module) => module.ForbiddenCharacterGuard)),
);
