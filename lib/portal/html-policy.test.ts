import { describe, expect, it } from 'vitest';
import { isOverlayStyle } from './html-policy';

describe('announcement HTML may not cover the page', () => {
  it.each([
    'position:fixed;top:0;left:0;width:100%;height:100%',
    'POSITION: Absolute; inset: 0',
    'color:red; position : sticky',
    'position:/* hidden */fixed',
    'position:\\66 ixed',
    'inset: 0; background: white',
  ])('refuses %s', (style) => {
    expect(isOverlayStyle(style)).toBe(true);
  });

  it.each(['color:red; font-weight:bold', 'position: relative', 'position:static;text-align:center', ''])(
    'keeps %s',
    (style) => {
      expect(isOverlayStyle(style)).toBe(false);
    },
  );
});
