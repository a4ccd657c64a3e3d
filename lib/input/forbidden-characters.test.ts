import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FORBIDDEN_CHARACTERS,
  hasForbiddenCharacter,
  isWatchedField,
  removeForbidden,
} from './forbidden-characters';

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

describe('removing forbidden characters (issue 27: a field people write in keeps its text)', () => {
  it('keeps everything else and the caret after a character typed at the end', () => {
    const message = '求租临街门面'.repeat(8) + '两间';
    expect(message).toHaveLength(50);
    expect(removeForbidden({ value: `${message}+`, start: 51, end: 51 })).toEqual({
      value: message,
      start: 50,
      end: 50,
    });
  });

  it('moves the caret back only by what was removed before it', () => {
    expect(removeForbidden({ value: '张<三>丰', start: 2, end: 2 })).toEqual({
      value: '张三丰',
      start: 1,
      end: 1,
    });
    expect(removeForbidden({ value: 'a"b{c}d', start: 4, end: 6 })).toEqual({
      value: 'abcd',
      start: 2,
      end: 3,
    });
  });

  it('takes out every forbidden character of a pasted text', () => {
    expect(removeForbidden({ value: `x${FORBIDDEN_CHARACTERS.join('y')}z`, start: 0, end: 0 }).value).toBe(
      'xyyyyyyz',
    );
  });

  it('property: the result has no forbidden character, keeps the others in order, and the caret stays on them', () => {
    const text = fc.string({ unit: fc.constantFrom('a', '张', '+', '<', '"', '\\', ' ', '😀') });
    fc.assert(
      fc.property(
        text.chain((value) =>
          fc
            .tuple(fc.nat({ max: value.length }), fc.nat({ max: value.length }))
            .map(([a, b]) => ({ value, start: Math.min(a, b), end: Math.max(a, b) })),
        ),
        (field) => {
          const next = removeForbidden(field);
          expect(hasForbiddenCharacter(next.value)).toBe(false);
          expect(next.value).toBe([...field.value].filter((char) => !hasForbiddenCharacter(char)).join(''));
          // What stood before the caret still does, without the removed characters.
          expect(next.value.slice(0, next.start)).toBe(
            removeForbidden({ ...field, value: field.value.slice(0, field.start) }).value,
          );
          expect(next.start).toBeLessThanOrEqual(next.end);
        },
      ),
    );
  });
});
