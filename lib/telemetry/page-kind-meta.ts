/**
 * The page names its kind in its head (`<meta name="portal-page-kind">`, written by the page's
 * metadata: `kindMetadata` of lib/site/page-title.ts): the reports carry that name, from the
 * page-kind and tenant-page tables, and never the page's address.
 */
export const PAGE_KIND_META = 'portal-page-kind';

/** Reports of a page that names no kind (the tenant index, a stray page) say so. */
export const UNNAMED_KIND = 'other';

export function currentPageKind(doc: Document = document): string {
  const value = doc.querySelector<HTMLMetaElement>(`meta[name="${PAGE_KIND_META}"]`)?.content ?? '';
  return /^[A-Za-z0-9_/-]{1,64}$/.test(value) ? value : UNNAMED_KIND;
}
