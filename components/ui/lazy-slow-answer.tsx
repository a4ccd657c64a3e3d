'use client';

import { clientPart } from './client-part';
import { absentOnFailure } from './absent-on-failure';

/**
 * `SlowAnswer`, whose code most page views never need: `useSlow` fetches it half-way through a long
 * wait, so it is there when the wait is called slow. Code that did not arrive leaves the loading
 * text as the page's answer, as before the notice existed.
 */
export const LazySlowAnswer = clientPart(() =>
  absentOnFailure(import('./slow-answer').then((module) => module.SlowAnswer)),
);
