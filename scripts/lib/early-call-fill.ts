import { EARLY_CALL_SCRIPT_SLOT, earlyCallScript } from '../../lib/api/early-call-script';

// The slot's other attributes (`type="module" async`) are kept as React wrote them.
const slot = new RegExp(
  `<script((?: [\\w-]+(?:="[^"<>]*")?)* ${EARLY_CALL_SCRIPT_SLOT}=""(?: [\\w-]+(?:="[^"<>]*")?)*)>[\\s\\S]*?</script>`,
  'g',
);

/**
 * The page with the early-call script written into its slot (components/site/early-calls.tsx),
 * once, in the HTML only. Run before the script policy, which then allows it by its hash; running
 * it again writes the same text.
 */
export function withEarlyCallScript(html: string, script = earlyCallScript): string {
  return html.replace(slot, (_, attributes: string) => `<script${attributes}>${script}</script>`);
}
