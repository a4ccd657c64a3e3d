import { describe, expect, it } from 'vitest';
import { elderModeBootScript, ELDER_MODE_ATTRIBUTE, ELDER_MODE_KEY } from './elder-mode';
import { parseElderMode } from './elder-mode-value';

/** Runs the boot script against a stored value and says whether it marked <html>. */
function bootMarks(stored: string | null): boolean {
  const attributes = new Map<string, string>();
  const localStorage = { getItem: (key: string) => (key === ELDER_MODE_KEY ? stored : null) };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  new Function('localStorage', 'document', elderModeBootScript)(localStorage, document);
  return attributes.has(ELDER_MODE_ATTRIBUTE);
}

describe('长者模式 stored on the device', () => {
  const values = [null, '', 'on', 'off', 'ON', ' on', '"on"', 'true', '1', '{"on":true}'];

  it('reads only the exact stored word as on', () => {
    expect(values.filter((value) => parseElderMode(value))).toEqual(['on']);
  });

  it('is applied before first paint by the same rule as the zod check', () => {
    for (const value of values) expect(bootMarks(value), String(value)).toBe(parseElderMode(value));
  });

  it('leaves the page as it is when storage is refused', () => {
    const refused = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => new Function('localStorage', 'document', elderModeBootScript)(refused, {})).not.toThrow();
  });
});
