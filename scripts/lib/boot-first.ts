import { BOOT_SCRIPT_ATTRIBUTE, bootScript } from '../../lib/boot/boot-script';
import { movedAfterCharset } from './head-order';

/** The boot script's tag exactly as React writes it into every page's head. */
export const bootScriptTag = `<script ${BOOT_SCRIPT_ATTRIBUTE}="">${bootScript}</script>`;

/**
 * React writes the head's own children after its style sheet, and an inline script after a style
 * sheet that is still loading holds the parser until the sheet is in. On the slow phone that held
 * the whole body, and the early call in it, from the HTML's arrival to the sheet's (~450 ms of the
 * brand list, `bench:timeline`). Moved to just after the charset declaration, the boot script runs
 * as it is read and the parser goes on. A page without it is returned unchanged.
 */
export function withBootScriptFirst(html: string): string {
  return movedAfterCharset(html, bootScriptTag);
}
