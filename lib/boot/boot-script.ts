import { elderModeBootScript } from '@/lib/site/chrome/elder-mode';
import { handedTokenBootScript } from '@/lib/sign-in/handed-token-boot';

/** The attribute that marks the boot script in a page's head, for the build to find it. */
export const BOOT_SCRIPT_ATTRIBUTE = 'data-boot-script';

/**
 * The one inline script every page runs before anything else. Before any chunk loads, zod must
 * not probe `new Function` (it would compile faster parsers with it): the pages' script policy
 * forbids eval and the browser reports even a probe it refuses, so zod's global config object (its
 * `z.config`) is set here. It also applies 长者模式 before the first paint. One script rather than
 * two saves a hash and a tag on every page. First of all, it takes a handed-over id_token out of
 * the address bar (lib/sign-in/handed-token-boot.ts). The build moves it ahead of the style sheet
 * (scripts/lib/boot-first.ts), where it runs as soon as it is read instead of waiting for the sheet.
 */
export const bootScript = `${handedTokenBootScript}globalThis.__zod_globalConfig={jitless:true};${elderModeBootScript}`;
