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

  it("puts the policy after the build's own chunk tags, before any inline script, and replaces it when run again", () => {
    const once = withScriptPolicy(page);
    const meta = once.indexOf('<meta http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(once.indexOf('<script src="/_next/static/chunks/poly.js"'));
    expect(meta).toBeLessThan(once.indexOf('<script>'));
    expect(withScriptPolicy(once)).toBe(once);
  });

  it("lets nothing but the build's charset, viewport, links and chunks come before the policy", () => {
    const head = (tags: string) =>
      withScriptPolicy(`<html><head><meta charSet="utf-8"/>${tags}</head><body></body></html>`);
    const policyAt = (html: string) => html.indexOf('<meta http-equiv="Content-Security-Policy"');
    const built =
      '<meta name="viewport" content="width=device-width, initial-scale=1"/>' +
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
      '<link rel="preload" as="script" fetchPriority="high" href="/_next/static/chunks/b.js"/>' +
      '<script src="/_next/static/chunks/c.js" async="" fetchPriority="high"></script>';
    for (const stop of [
      '<meta name="description" content="租赁"/>',
      '<title>首页</title>',
      '<script>boot()</script>',
      '<script src="https://cdn.example/x.js" async=""></script>',
      '<link rel="icon" href="/images/favicons/portal.svg"/>',
    ]) {
      const html = head(built + stop);
      expect(policyAt(html), stop).toBeGreaterThan(html.indexOf('chunks/c.js'));
      expect(policyAt(html), stop).toBeLessThan(html.indexOf(stop));
    }
  });

  it('refuses a page without a head rather than shipping it unprotected', () => {
    expect(() => withScriptPolicy('<script>x</script>')).toThrow(/without <head>/);
  });
});
