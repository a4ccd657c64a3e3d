import { useEffect } from 'react';
import { EARLY_CALLS_ELEMENT } from '@/lib/api/early-call-script';

/**
 * How long the parts around a page wait for its content at most: a content view that never
 * settles (a render error caught below it) must not leave the page without its quick panel.
 */
export const CONTENT_WAIT_LIMIT_MS = 4000;

let shown = false;
let waiting: Promise<void> | null = null;
let release: () => void = () => {};

// Idempotent, and it must still release a wait asked for after the content was already drawn.
function open(): void {
  shown = true;
  release();
}

/**
 * Resolves when the page's own content has been drawn. A page whose largest paint is drawn from its
 * first answer (a list, a detail, the home: the pages that send early calls) draws that first; the
 * parts around it (the quick panel, the form rule, the phone's filter sheet) ask for their code
 * after, so on a slow connection their chunks and requests do not share the line with the
 * content's. The wait also ends at the visitor's first touch or key, so nothing they reach for
 * waits on the content, and after `CONTENT_WAIT_LIMIT_MS`. A page without early calls has nothing
 * to wait for.
 */
export function afterContent(): Promise<void> {
  if (waiting) return waiting;
  waiting = new Promise((resolve) => {
    release = resolve;
  });
  if (shown || !document.getElementById(EARLY_CALLS_ELEMENT)) {
    open();
    return waiting;
  }
  for (const type of ['pointerdown', 'keydown'] as const) {
    window.addEventListener(type, open, { once: true, capture: true, passive: true });
  }
  window.setTimeout(open, CONTENT_WAIT_LIMIT_MS);
  return waiting;
}

/**
 * Opens once the browser has painted the frame that shows the content. The content view's effect
 * runs before that paint (React flushes the effects of an update from a store before the browser
 * draws): parts starting there would put their script tags and module work between the content and
 * its first paint. A hidden page paints no frame, and opens at once.
 */
function openAfterPaint(): void {
  if (shown) return;
  if (document.visibilityState === 'hidden') {
    open();
    return;
  }
  requestAnimationFrame(() => window.setTimeout(open, 0));
}

/** The content view says it has been drawn: with its data, or with its empty or error state. */
export function useContentShown(settled: boolean): void {
  useEffect(() => {
    if (settled) openAfterPaint();
  }, [settled]);
}
