import DOMPurify, { type Config } from 'dompurify';
import { sanitizeStyle } from './html-policy';

/**
 * Centre HTML may format text, not take over the page: no scripts or handlers (DOMPurify's html
 * profile), no forms or controls that could pose as the portal's own (a fake login), no style
 * sheets, and inline styles cut down to literal text formatting (`sanitizeStyle`), so no box can be
 * positioned, moved or pulled over the page. `class` goes too: the portal's own utility classes
 * (`fixed inset-0 z-50`) would otherwise build the same overlay, and data attributes for the same reason.
 */
const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'optgroup',
    'fieldset',
    'datalist',
    'output',
    'dialog',
    'style',
    'link',
    'meta',
    'iframe',
    'frame',
    'object',
    'embed',
  ],
  FORBID_ATTR: ['class', 'formaction', 'form', 'popover'],
  // Style sheets select by data attribute as well (sonner's toaster is `[data-sonner-toaster]`,
  // position fixed), and centre HTML has no script of its own to read them.
  ALLOW_DATA_ATTR: false,
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

function instance() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    data.attrValue = sanitizeStyle(data.attrValue);
    if (!data.attrValue) data.keepAttr = false;
  });
  return purifier;
}

/** Sanitised centre HTML (browser only). */
export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined') return '';
  return instance().sanitize(html, config);
}
