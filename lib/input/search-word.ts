/**
 * Characters a search word never keeps: C0 and C1 controls (NUL, line breaks, escape) and the
 * marks, embeddings, overrides and isolates that reorder text on screen (U+061C, U+200E/F,
 * U+202A-202E, U+2066-2069). As the source of a pattern, so the pre-hydration call script
 * (early-call-script.ts) applies the very same rule.
 */
export const UNSEEN_CHARACTERS_SOURCE =
  '[\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]';

const unseenCharacters = new RegExp(UNSEEN_CHARACTERS_SOURCE, 'g');

/**
 * A search word as the portal sends and shows it, typed in the search box or read from an address
 * (`?word=` is anyone's to write): without those characters, then trimmed.
 */
export function cleanSearchWord(text: string): string {
  return text.replace(unseenCharacters, '').trim();
}
