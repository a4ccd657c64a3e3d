/**
 * The type of the element that carries a page's flight data as plain text (not a script the browser
 * runs): `<script type="text/x-flight">…</script>`.
 */
export const RAW_FLIGHT_TYPE = 'text/x-flight';

/** The one script that hands the data block before it to Next, the same text (one hash) on every page. */
export const RAW_FLIGHT_PUSH =
  'self.__next_f.push([1,document.currentScript.previousElementSibling.textContent])';

const flightPush = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\[\s\S])*")\]\)<\/script>/g;

/**
 * Text the HTML parser gives back unchanged as a data block's textContent: nothing that ends or
 * escapes the block (`</script`, `<!--`), no carriage return (folded into a line feed) or NUL, and
 * no lone surrogate (UTF-8 cannot write it).
 */
function keepsAsRawText(text: string): boolean {
  return !/<\/script|<!--|[\r\0]/i.test(text) && text.isWellFormed();
}

/**
 * The page with each of Next's flight data scripts (`self.__next_f.push([1,"…"])`, the server
 * components' output as a JavaScript string) turned into the same text as a data block, followed
 * by a script that pushes the block's text: the string needs no escaping there, and escaping was
 * about a sixth of every page's flight data (every quote of its JSON written `\"`). The data reaches
 * Next at the same moment in the parse as before. A script whose text could not stay as it is in a
 * data block is left as Next wrote it; running it again changes nothing.
 */
export function withRawFlight(html: string): string {
  return html.replace(flightPush, (script, literal: string) => {
    let text: unknown;
    try {
      text = JSON.parse(literal);
    } catch {
      return script;
    }
    if (typeof text !== 'string' || !keepsAsRawText(text)) return script;
    return `<script type="${RAW_FLIGHT_TYPE}">${text}</script><script>${RAW_FLIGHT_PUSH}</script>`;
  });
}
