/** Width of one subject tab and how many fit in the 980 px dialog's strip. */
export const SUBJECT_TAB_WIDTH = 160;
export const VISIBLE_SUBJECT_TABS = 5;

/**
 * The strip's first visible tab after selecting `index`: it slides only as far as needed to keep
 * the selected tab in view, and never past the last full window.
 */
export function slideOffset(current: number, index: number, count: number): number {
  const maxOffset = Math.max(0, count - VISIBLE_SUBJECT_TABS);
  let next = current;
  if (index < next) next = index;
  if (index >= next + VISIBLE_SUBJECT_TABS) next = index - VISIBLE_SUBJECT_TABS + 1;
  return Math.min(Math.max(0, next), maxOffset);
}
