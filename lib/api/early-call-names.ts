/** The id of the JSON element holding a page's early-call plans (early-calls.ts). */
export const EARLY_CALLS_ELEMENT = 'portal-early-calls';
