/** The device's choice of 长者模式: its own local-storage key, apart from the sign-in record. */
export const ELDER_MODE_KEY = 'elderMode';
/** The one stored word that means on. */
export const ELDER_MODE_ON = 'on';
/** The attribute on <html> that app/globals.css keys the larger, stronger look to. */
export const ELDER_MODE_ATTRIBUTE = 'data-elder';
