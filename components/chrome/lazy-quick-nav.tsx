'use client';

import { absentOnFailure } from '@/components/ui/absent-on-failure';
import { afterContentPart } from '@/components/site/after-content-part';
import { usePathname } from 'next/navigation';
import { isUserCentrePath } from '@/lib/contract/user-centre-pages';

/*
 * The panel floats over the page (fixed, so it moves nothing when it comes) and nothing on the
 * first screen waits for it: it loads after the page's content has been drawn, keeping its code,
 * the buyer gate, its data hooks and its requests out of the way of the content's.
 */
const QuickNav = afterContentPart(() =>
  absentOnFailure(import('./quick-nav').then((module) => module.QuickNav)),
);

/**
 * The quick-navigation panel of SPEC §2, which the user centre does not show (nor load). Its slot
 * is drawn at once: the page keeps the phone's bar's room from the first paint (globals.css), so a
 * detail's action bar sits above it before the bar comes rather than jumping up when it does.
 */
export function LazyQuickNav() {
  const pathname = usePathname();
  if (isUserCentrePath(pathname)) return null;
  return (
    <>
      <div data-quick-nav-slot="" hidden />
      <QuickNav />
    </>
  );
}
