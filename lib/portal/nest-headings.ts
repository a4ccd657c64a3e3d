/** Serialised heading tags, opening and closing (DOMPurify's output writes them in lower case). */
const headingTag = /<(\/?)h([1-6])(?=[\s>/])/g;

/**
 * Centre HTML with its headings moved to sit under the page's own: the shallowest becomes `top`
 * and the rest keep their distance to it (at most h6). The centre writes its articles as if alone
 * (an h3 straight after the portal's h1, or an h1 of its own), which breaks the outline that
 * screen-reader users move through. Works on sanitised markup, where `<` appears only in tags.
 */
export function nestHeadings(html: string, top: number): string {
  const levels = [...html.matchAll(headingTag)].map((match) => Number(match[2]));
  if (levels.length === 0) return html;
  const shift = top - Math.min(...levels);
  if (shift === 0) return html;
  return html.replace(
    headingTag,
    (_tag, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + shift)}`,
  );
}
