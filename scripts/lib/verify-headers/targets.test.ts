import { describe, expect, it } from 'vitest';
import { fixedTargets, scriptTarget, tenantBase } from './targets';

describe('what verify-headers asks the origin for', () => {
  it("takes a tenant's address at the root of the origin, with or without its slash", () => {
    expect(tenantBase('https://portal.example.cn/client/').href).toBe('https://portal.example.cn/client/');
    expect(tenantBase(' http://127.0.0.1:3180/4101client ').href).toBe('http://127.0.0.1:3180/4101client/');
    expect(tenantBase('https://portal.example.cn/client/?from=ci#top').href).toBe(
      'https://portal.example.cn/client/',
    );
  });

  it('refuses anything else with a clear reason', () => {
    expect(() => tenantBase(undefined)).toThrow("name the deployed tenant's address");
    expect(() => tenantBase('portal.example.cn/client/')).toThrow('must be an http:// or https:// address');
    expect(() => tenantBase('ftp://portal.example.cn/client/')).toThrow(
      'must be an http:// or https:// address',
    );
    expect(() => tenantBase('https://portal.example.cn/')).toThrow("must be a tenant's address");
    expect(() => tenantBase('https://portal.example.cn/www/client/')).toThrow("must be a tenant's address");
    expect(() => tenantBase('https://ci:secret@portal.example.cn/client/')).toThrow('user name or password');
  });

  it("asks for the tenant's public page, its user-centre page and the origin's service worker", () => {
    const targets = fixedTargets(tenantBase('https://portal.example.cn/4101client/'));
    expect(targets.map(({ label, url, kind }) => [label, url.href, kind])).toEqual([
      ['public page', 'https://portal.example.cn/4101client/', 'page'],
      [
        'user-centre page',
        'https://portal.example.cn/4101client/baseweb/userCenterConter/userCenter/userDetail/',
        'page',
      ],
      ['service worker', 'https://portal.example.cn/sw.js', 'worker'],
    ]);
  });

  it("checks the first script of the page's own origin, never another host's or an inline one", () => {
    const page = new URL('https://portal.example.cn/client/');
    const html = [
      '<script>self.__next_f=[]</script>',
      '<script src="https://analytics.example.com/a.js"></script>',
      '<script src="//cdn.example.com/b.js"></script>',
      '<script async="" src="/_next/static/chunks/main-1a2b.js?v=1&amp;x=2"></script>',
      '<script src="/_next/static/chunks/later.js"></script>',
    ].join('');
    const script = scriptTarget(html, page)!;
    expect(script.url.href).toBe('https://portal.example.cn/_next/static/chunks/main-1a2b.js?v=1&x=2');
    expect(script.kind).toBe('asset');
    expect(scriptTarget('<script src="https://analytics.example.com/a.js"></script>', page)).toBeNull();
    expect(scriptTarget('<p>没有脚本</p>', page)).toBeNull();
  });
});
