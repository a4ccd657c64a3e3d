/**
 * The contract's `MAX_MESSAGE` (lib/contract/field-report.ts), written again so this lazy code does not
 * carry the schemas; a test holds the two equal.
 */
export const MAX_MESSAGE = 200;

/**
 * An error's message as a report may carry it. Messages are written by browsers and developers, but
 * they quote what they failed on: an address with its query (a search word), an id, a phone number, a
 * token, a snippet of the text that would not parse. So: every address, relative or absolute, of any
 * scheme, keeps only its path (no query, no fragment, no user name; a `data:` address loses its
 * content), a word with percent-encoded bytes becomes `…` (encoded Chinese is a typed word too), a
 * quoted snippet becomes `"…"` (Chromium quotes the JSON it failed on, Firefox and Safari the token or
 * selector) unless it is the name of a browser interface Chromium quotes (`Failed to execute 'fetch'
 * on 'Window'`), a run of four or more digits becomes `#` (ids, phones, dates; short numbers such as a
 * status code or a line stay), an e-mail address becomes `<email>`, a JSON web token or a long
 * unbroken run of letters and digits (a key) becomes `<token>`, and any text outside printable ASCII
 * becomes `…`: the portal's own messages are English, while what a visitor types or reads (a search
 * word, a name, an address, a server's Chinese message) is not. The whole is cut to `MAX_MESSAGE`.
 */
export function scrubMessage(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : String(raw ?? '');
  return unquote(
    text
      .replace(/\bdata:[^\s"'`<>]*/gi, 'data:…')
      .replace(/\b([a-z][a-z\d+.-]*:\/\/)[^\s/@"'`<>]*@/gi, '$1')
      .replace(/[?#][^\s"'`<>]+/g, '')
      .replace(/[^\s"'`<>/?#&=]*%[\da-f]{2}[^\s"'`<>/?#&=]*/gi, '…'),
  )
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<email>')
    .replace(/\beyJ[\w-]+(\.[\w-]+){1,2}/g, '<token>')
    .replace(/[A-Za-z0-9_\-+=]{24,}/g, '<token>')
    .replace(/\d{4,}/g, '#')
    .replace(/[^\x20-\x7e]+/g, '…')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_MESSAGE);
}

/** Chromium's words before a quoted interface, method or property name: `execute 'fetch' on 'Window'`. */
const INTERFACE_NAME_BEFORE = /\b(?:execute|construct|on|from|the)\s$/;

function unquote(text: string): string {
  return text
    .replace(/[“„][^”]*”|«[^»]*»/g, '"…"')
    .replace(/"[^"]*"/g, '"…"')
    .replace(/`[^`]*`/g, '`…`')
    .replace(/‘[^’]*’/g, "'…'")
    .replace(/(?<![A-Za-z\d])'([^'\n]*)'(?![A-Za-z\d])/g, (quoted, inner: string, at: number) =>
      /^[A-Za-z][\w$]{0,39}$/.test(inner) && INTERFACE_NAME_BEFORE.test(text.slice(0, at)) ? quoted : "'…'",
    );
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
