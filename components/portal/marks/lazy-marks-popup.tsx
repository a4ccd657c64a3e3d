'use client';

import { absentOnFailure } from '@/components/ui/absent-on-failure';
import { afterContentPart } from '@/components/site/after-content-part';

/*
 * The interest-marks popup opens a second after load for a few signed-in users (SPEC §4): its
 * rules load after the page's content has been drawn, so nothing on the first screen waits for
 * them. Code that did not arrive leaves the popup for the next page.
 */
export const LazyMarksPopup = afterContentPart(() =>
  absentOnFailure(import('./marks-popup').then((module) => module.MarksPopup)),
);
