import { describe, expect, it } from 'vitest';
import { bootScriptTag, withBootScriptFirst } from './boot-first';
import { withReferrerPolicyFirst } from './referrer-first';
import { withScriptPolicy } from './script-policy';

const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body></body></html>`;
const sheet = '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>';
const chunk = '<script src="/_next/static/chunks/b.js" async=""></script>';

describe('the boot script before the style sheet', () => {
  it('moves the boot script to just after the charset, ahead of the style sheet and the chunks', () => {
    const built = page(`<meta charSet="utf-8"/>${sheet}${chunk}${bootScriptTag}`);
    expect(withBootScriptFirst(built)).toBe(page(`<meta charSet="utf-8"/>${bootScriptTag}${sheet}${chunk}`));
  });

  it('keeps the referrer policy first and the script policy after the build’s own leading tags', () => {
    const built = page(
      `<meta charSet="utf-8"/>${sheet}${chunk}<meta name="referrer" content="strict-origin"/>${bootScriptTag}<script>self.__next_f=[]</script>`,
    );
    const finished = withScriptPolicy(withReferrerPolicyFirst(withBootScriptFirst(built)));
    const order = [
      'name="referrer"',
      'data-boot-script',
      'rel="stylesheet"',
      'b.js',
      'Content-Security-Policy',
      '__next_f',
    ];
    const at = order.map((mark) => finished.indexOf(mark));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it('leaves a page without the boot script alone, and is idempotent', () => {
    const plain = page(`<meta charSet="utf-8"/>${sheet}`);
    expect(withBootScriptFirst(plain)).toBe(plain);
    const once = withBootScriptFirst(page(`<meta charSet="utf-8"/>${sheet}${bootScriptTag}`));
    expect(withBootScriptFirst(once)).toBe(once);
  });
});
