'use client';

import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/portal/sanitize-html';

/** Centre HTML, shown only after DOMPurify has removed scripts and event handlers. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={`rich-text ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
