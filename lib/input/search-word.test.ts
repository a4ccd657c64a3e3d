import { describe, expect, it } from 'vitest';
import { cleanSearchWord } from './search-word';

describe('a search word', () => {
  it('keeps what people type, trimmed', () => {
    expect(cleanSearchWord('  郑州 商铺 ')).toBe('郑州 商铺');
    expect(cleanSearchWord('A-1 (二期) ‘新’')).toBe('A-1 (二期) ‘新’');
  });

  it('drops C0 and C1 controls and the characters that reorder text, wherever they are', () => {
    expect(cleanSearchWord('\u0000\u202e郑州')).toBe('郑州');
    expect(cleanSearchWord('郑\r\n州\t\u001b\u007f\u0085\u009f')).toBe('郑州');
    for (const mark of [
      '\u061c',
      '\u200e',
      '\u200f',
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u2066',
      '\u2069',
    ]) {
      expect(cleanSearchWord(`a${mark}b`)).toBe('ab');
    }
    expect(cleanSearchWord('\u0000 郑州 \u202e')).toBe('郑州');
    expect(cleanSearchWord('\u0000\u202e')).toBe('');
  });
});
