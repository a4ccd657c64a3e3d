'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { nestHeadings } from '@/lib/portal/nest-headings';
import { sharedLoad } from '@/lib/load/shared-load';

type Sanitizer = typeof import('@/lib/portal/sanitize-html');

let sanitizer: Sanitizer | null = null;
const waiting = new Set<() => void>();

/**
 * DOMPurify and the style policy load beside the page's answer rather than before the page
 * hydrates: the import starts when a page that shows centre HTML starts, and a load that failed
 * (offline, a new release) is tried again by the next part that needs it.
 */
const loadSanitizer = sharedLoad(() =>
  import('@/lib/portal/sanitize-html').then((module) => {
    sanitizer = module;
    for (const listener of waiting) listener();
  }),
);

if (typeof window !== 'undefined') void loadSanitizer().catch(() => undefined);

function subscribe(listener: () => void) {
  waiting.add(listener);
  void loadSanitizer().catch(() => undefined);
  return () => waiting.delete(listener);
}

/**
 * Centre HTML, shown only after DOMPurify has removed scripts and event handlers: until the
 * sanitiser is there the box stays empty, never unsanitised. It always sits under the page's h1 (a
 * detail, an article, a company), so its headings start at h2.
 */
export function SafeHtml({
  html,
  className,
  headingLevel = 2,
}: {
  html: string;
  className?: string;
  /** The level the body's top headings take: 3 where the body sits under a heading of its own. */
  headingLevel?: number;
}) {
  const ready = useSyncExternalStore(
    subscribe,
    () => sanitizer,
    () => null,
  );
  const clean = useMemo(
    () => (ready ? nestHeadings(ready.sanitizeHtml(html), headingLevel) : ''),
    [ready, html, headingLevel],
  );
  return <div className={`rich-text ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
