import DOMPurify from 'dompurify';

/** Removes scripts, event handlers and javascript: links from centre HTML (browser only). */
export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined') return '';
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
