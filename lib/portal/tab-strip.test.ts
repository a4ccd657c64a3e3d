import { describe, expect, it } from 'vitest';
import { slideOffset } from './tab-strip';

describe('subject tab strip', () => {
  it('stays put while the selected tab is visible', () => {
    expect(slideOffset(0, 4, 9)).toBe(0);
    expect(slideOffset(2, 2, 9)).toBe(2);
  });

  it('slides right just enough to show a tab past the window, and back left', () => {
    expect(slideOffset(0, 5, 9)).toBe(1);
    expect(slideOffset(4, 1, 9)).toBe(1);
  });

  it('never slides when every tab fits, nor past the last window', () => {
    expect(slideOffset(0, 3, 4)).toBe(0);
    expect(slideOffset(0, 8, 9)).toBe(4);
  });
});
