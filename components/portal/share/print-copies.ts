'use client';

import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

let wanted = false;
const listeners = new Set<() => void>();

/**
 * Paper gets every tab of a detail, not only the one open on screen. The copies are drawn from the
 * first print on (打印, or the browser's own print, whose `beforeprint` renders them before the
 * page is laid out for paper), so the screen's page carries each tab's text once until then.
 */
export function wantPrintCopies() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const beforePrint = () => flushSync(wantPrintCopies);
  window.addEventListener('beforeprint', beforePrint);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('beforeprint', beforePrint);
  };
}

/** Whether the print copies are wanted yet. */
export function usePrintCopies(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
