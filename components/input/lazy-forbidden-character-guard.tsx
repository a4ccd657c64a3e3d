'use client';

import { absentOnFailure } from '@/components/ui/absent-on-failure';
import { afterContentPart } from '@/components/site/after-content-part';

/**
 * The forbidden-character rule installs after the page's content has been drawn (or at the first
 * key or touch): no field takes typing before the page has hydrated, and its scan on installing
 * (then every second) catches whatever the browser pre-filled or a person typed first. Its code
 * stays out of the scripts every page needs before it hydrates.
 */
export const LazyForbiddenCharacterGuard = afterContentPart(() =>
  absentOnFailure(import('./forbidden-character-guard').then((module) => module.ForbiddenCharacterGuard)),
);
