import { describe, expect, it } from 'vitest';
import { currentSearch } from './current-search';

const tabs = ['buyerweb/list/', 'buyerweb/anncPublic/'];

describe('currentSearch', () => {
  it('keeps the searched word and the tab of the list the search landed on', () => {
    expect(currentSearch('/client/buyerweb/anncPublic/?word=%E6%A2%A7%E6%A1%90', 'client', tabs)).toEqual({
      word: '梧桐',
      tabIndex: 1,
    });
  });

  it('reads a list address without its trailing slash', () => {
    expect(currentSearch('/client/buyerweb/list?word=a', 'client', tabs)).toEqual({
      word: 'a',
      tabIndex: 0,
    });
  });

  it('shows the word without control or reordering characters', () => {
    expect(
      currentSearch('/client/buyerweb/list/?word=%00%E2%80%AE%E6%A2%A7%E6%A1%90', 'client', tabs),
    ).toEqual({
      word: '梧桐',
      tabIndex: 0,
    });
  });

  it('leaves the default tab and an empty box on other pages', () => {
    expect(currentSearch('/client/', 'client', tabs)).toEqual({
      word: '',
      tabIndex: null,
    });
  });
});
