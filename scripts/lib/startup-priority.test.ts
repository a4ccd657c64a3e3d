import { describe, expect, it } from 'vitest';
import { withStartupScriptsFirst } from './startup-priority';

// The head Next writes for a page: the bootstrap chunk's low preload, the start-up chunks, the
// polyfills only a browser without modules loads, and the bootstrap's own script at the end.
const head = [
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/framework.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
].join('');
const body = '<script src="/_next/static/chunks/boot.js" async=""></script><script>self.__next_f=[]</script>';
const page = `<html><head>${head}</head><body>${body}</body></html>`;

describe('the start-up scripts of a page', () => {
  it('are asked for at high priority, the bootstrap preload included', () => {
    const html = withStartupScriptsFirst(page);
    expect(html).toContain('<script src="/_next/static/chunks/framework.js" async="" fetchPriority="high">');
    expect(html).toContain('<script src="/_next/static/chunks/page.js" async="" fetchPriority="high">');
    expect(html).toContain('<script src="/_next/static/chunks/boot.js" async="" fetchPriority="high">');
    expect(html).toContain(
      '<link rel="preload" as="script" fetchPriority="high" href="/_next/static/chunks/boot.js"/>',
    );
    expect(html).not.toContain('fetchPriority="low"');
  });

  it('leave the stylesheet, inline scripts and the polyfills a module browser never loads as they are', () => {
    const html = withStartupScriptsFirst(page);
    expect(html).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
    );
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<script>self.__next_f=[]</script>');
  });

  it('change nothing more when run twice, and nothing on a page without chunks', () => {
    const once = withStartupScriptsFirst(page);
    expect(withStartupScriptsFirst(once)).toBe(once);
    const plain = '<html><head><meta charSet="utf-8"/></head><body><p>x</p></body></html>';
    expect(withStartupScriptsFirst(plain)).toBe(plain);
  });
});
