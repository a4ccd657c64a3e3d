/**
 * An inline style that takes a box out of the flow over the page: `position: fixed`, `absolute` or
 * `sticky`, in any case and spacing, also hidden behind comments or escapes that CSS would read.
 */
export function isOverlayStyle(style: string): boolean {
  const plain = style
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_match, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/\\(.)/g, '$1')
    .toLowerCase();
  return /(^|[;\s])position\s*:\s*(fixed|absolute|sticky)\b/.test(plain) || /\binset\s*:/.test(plain);
}
