/**
 * The contract's `MAX_MESSAGE` (lib/contract/field-report.ts), written again so this lazy code does not
 * carry the schemas; a test holds the two equal.
 */
export const MAX_MESSAGE = 200;

/**
 * An error's message as a report may carry it. Messages are written by developers, but they quote
 * what they failed on: an address with its query (a search word), an id, a phone number, a token.
 * So: every URL keeps only its origin and path (no query, no fragment), a run of four or more digits
 * becomes `#` (ids, phones, dates; short numbers such as a status code or a line stay), an e-mail
 * address becomes `<email>`, a JSON web token or a long unbroken run of letters and digits (a key)
 * becomes `<token>`, and any text outside printable ASCII becomes `…`: the portal's own messages are
 * English, while what a visitor types or reads (a search word, a name, an address, a server's
 * Chinese message) is not. The whole is cut to `MAX_MESSAGE`.
 */
export function scrubMessage(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : String(raw ?? '');
  return text
    .replace(/\b(https?:\/\/[^\s?#"'<>]*)[^\s"'<>]*/g, '$1')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<email>')
    .replace(/\beyJ[\w-]+(\.[\w-]+){1,2}/g, '<token>')
    .replace(/[A-Za-z0-9_\-+=]{24,}/g, '<token>')
    .replace(/\d{4,}/g, '#')
    .replace(/[^\x20-\x7e]+/g, '…')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_MESSAGE);
}

/**
 * The top frame of our own code in a stack: the first one in a chunk the portal serves
 * (`/_next/static/…`), as `chunks/abc123.js:1:4567`. Frames of extensions and other origins say
 * nothing about the portal and may name a visitor's add-ons, so they are passed over.
 */
export function topOwnFrame(stack: unknown): string | null {
  if (typeof stack !== 'string') return null;
  const match = /\/_next\/static\/([\w\-./~]+\.js)(?:\?[^\s:)]*)?:(\d+)(?::(\d+))?/.exec(stack);
  if (!match) return null;
  return `${match[1]}:${match[2]}${match[3] ? `:${match[3]}` : ''}`.slice(0, MAX_MESSAGE);
}
