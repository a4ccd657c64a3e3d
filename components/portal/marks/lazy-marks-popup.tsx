'use client';

import { clientPart } from '@/components/ui/client-part';
import { absentOnFailure } from '@/components/ui/absent-on-failure';
import { afterContent } from '@/components/site/content-first';

/*
 * The interest-marks popup opens a second after load for a few signed-in users (SPEC §4): its
 * rules load after the page's content has been drawn, so nothing on the first screen waits for
 * them. Code that did not arrive leaves the popup for the next page.
 */
export const LazyMarksPopup = clientPart(() =>
  afterContent().then(() => absentOnFailure(import('./marks-popup').then((module) => module.MarksPopup))),
);
