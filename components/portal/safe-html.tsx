'use client';

import { useMemo } from 'react';
import { nestHeadings } from '@/lib/portal/nest-headings';
import { sanitizeHtml } from '@/lib/portal/sanitize-html';

/**
 * Centre HTML, shown only after DOMPurify has removed scripts and event handlers. It always sits
 * under the page's h1 (a detail, an article, a company), so its headings start at h2.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => nestHeadings(sanitizeHtml(html), 2), [html]);
  return <div className={`rich-text ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
