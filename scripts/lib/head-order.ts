const charset = /<meta charSet="utf-8"\/>/i;

/**
 * The page with its first `tag` moved to just after the charset declaration, ahead of whatever
 * React and Next wrote before it; a page without the tag or without a charset is returned unchanged.
 */
export function movedAfterCharset(html: string, tag: string | RegExp): string {
  const found = typeof tag === 'string' ? (html.includes(tag) ? tag : null) : (html.match(tag)?.[0] ?? null);
  if (found === null) return html;
  const bare = html.replace(found, '');
  const at = bare.match(charset);
  if (at?.index === undefined) return html;
  const end = at.index + at[0].length;
  return bare.slice(0, end) + found + bare.slice(end);
}
