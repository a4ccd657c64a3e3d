import { describe, expect, it } from 'vitest';
import { defaultListView, parseListView } from './list-view';

describe('the list view chosen on the device', () => {
  it('reads only the three view words', () => {
    const values = [null, '', 'compact', 'card', 'table', 'Card', ' table', '"card"', 'cards', 'list'];
    expect(values.map(parseListView)).toEqual([
      null,
      null,
      'compact',
      'card',
      'table',
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('gives a phone rows and a wider screen cards when nothing was chosen', () => {
    expect(defaultListView(true)).toBe('compact');
    expect(defaultListView(false)).toBe('card');
  });
});
