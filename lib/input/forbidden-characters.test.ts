import { describe, expect, it } from 'vitest';
import { FORBIDDEN_CHARACTERS, hasForbiddenCharacter, isWatchedField } from './forbidden-characters';

describe('forbidden characters (SPEC §5)', () => {
  it.each(['>', '<', '{', '}', '\\', '+', '"'])('rejects text containing %s', (char) => {
    expect(hasForbiddenCharacter(`abc${char}def`)).toBe(true);
  });

  it('lists exactly the seven characters of the spec', () => {
    expect([...FORBIDDEN_CHARACTERS].sort()).toEqual(['"', '+', '<', '>', '\\', '{', '}'].sort());
  });

  it.each(['张三', "O'Brien", 'a-b_c (d) [e] #1 @x.com', '100%', '', 'a/b'])('accepts %j', (text) => {
    expect(hasForbiddenCharacter(text)).toBe(false);
  });

  it('watches plain text inputs and textareas that can be edited', () => {
    expect(isWatchedField({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isWatchedField({ tagName: 'input', type: 'search' })).toBe(true);
    expect(isWatchedField({ tagName: 'INPUT', type: '' })).toBe(true);
    expect(isWatchedField({ tagName: 'TEXTAREA' })).toBe(true);
  });

  it('leaves passwords, numbers, read-only and disabled fields alone', () => {
    expect(isWatchedField({ tagName: 'INPUT', type: 'password' })).toBe(false);
    expect(isWatchedField({ tagName: 'INPUT', type: 'number' })).toBe(false);
    expect(isWatchedField({ tagName: 'INPUT', type: 'text', readOnly: true })).toBe(false);
    expect(isWatchedField({ tagName: 'TEXTAREA', disabled: true })).toBe(false);
    expect(isWatchedField({ tagName: 'SELECT' })).toBe(false);
  });
});
