import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScripts, scriptPolicy, withScriptPolicy } from './script-policy';

const page =
  '<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/poly.js" noModule=""></script></head><body>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script id="_R_">globalThis.x=1</script>' +
  '<script>self.__next_f.push([1,"中文"])</script></body></html>';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('script policy of an exported page', () => {
  it('hashes exactly the inline scripts, as UTF-8 text between the tags', () => {
    expect(inlineScripts(page)).toEqual([
      '(self.__next_f=self.__next_f||[]).push([0])',
      'globalThis.x=1',
      'self.__next_f.push([1,"中文"])',
    ]);
    const policy = scriptPolicy(page);
    expect(policy).toContain(hashOf('self.__next_f.push([1,"中文"])'));
    expect(policy).toContain(hashOf('globalThis.x=1'));
    expect(policy).not.toContain('unsafe-inline');
    expect(policy.startsWith("script-src 'self' 'sha256-")).toBe(true);
  });

  it('puts the policy before the first script and replaces it when run again', () => {
    const once = withScriptPolicy(page);
    const meta = once.indexOf('<meta http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(once.indexOf('<meta charSet="utf-8"/>'));
    expect(meta).toBeLessThan(once.indexOf('<script'));
    expect(withScriptPolicy(once)).toBe(once);
  });

  it('refuses a page without a head rather than shipping it unprotected', () => {
    expect(() => withScriptPolicy('<script>x</script>')).toThrow(/without <head>/);
  });
});
