import { describe, expect, it } from 'vitest';
import { defaultSearchName } from './saved-search-name';

const none = { word: '', region: null, category: null, state: null };

describe('the name a saved search is offered', () => {
  it('names a search of the filters alone by its place and category', () => {
    expect(defaultSearchName({ ...none, region: '郑州市', category: '机动车' })).toBe('郑州市·机动车');
    expect(defaultSearchName({ ...none, state: '竞价中' })).toBe('竞价中');
  });

  it('puts the keyword first, then the filters in the order the list shows them', () => {
    expect(
      defaultSearchName({ word: ' 宝马 ', region: '郑州市金水区', category: '机动车', state: '待竞价' }),
    ).toBe('宝马·郑州市金水区·机动车·待竞价');
    expect(defaultSearchName({ ...none, word: '房产' })).toBe('房产');
  });

  it('offers no name for a list that is not narrowed', () => {
    expect(defaultSearchName(none)).toBe('');
  });
});
