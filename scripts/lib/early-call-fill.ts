import { EARLY_CALL_SCRIPT_SLOT, earlyCallScript } from '../../lib/api/early-call-script';

const slot = new RegExp(`<script ${EARLY_CALL_SCRIPT_SLOT}="">[\\s\\S]*?</script>`, 'g');

/**
 * The page with the early-call script written into its slot (components/site/early-calls.tsx),
 * once, in the HTML only. Run before the script policy, which then allows it by its hash; running
 * it again writes the same text.
 */
export function withEarlyCallScript(html: string, script = earlyCallScript): string {
  return html.replace(slot, () => `<script ${EARLY_CALL_SCRIPT_SLOT}="">${script}</script>`);
}
