import { describe, expect, it } from 'vitest';
import { writeTree } from './deploy/deploy.test-helpers';
import { brokenLinks } from './internal-links';

describe('internal links of an export', () => {
  it('finds pages and assets the tree lacks, and skips proxied and external addresses', () => {
    const root = writeTree({
      'index.html': '<a href="/client/">c</a><a href="/recycle/?x=1">r</a>',
      'client/index.html': [
        '<script src="/_next/static/chunks/a.js"></script>',
        '<link href="/_next/static/css/gone.css">',
        '<a href="/client/login/">login</a>',
        '<a href="/admin/#/">admin</a><a href="https://example.cn/">out</a><a href="//cdn.example/x">cdn</a>',
        '<img src="/images/emblem.svg">',
      ].join(''),
      'client/login/index.html': '<a href="/client/notfound/">404</a>',
      '_next/static/chunks/a.js': '',
      'images/emblem.svg': '<svg/>',
    });
    expect(brokenLinks(root, ['/admin', '/baseapi'])).toEqual([
      { page: 'client/index.html', link: '/_next/static/css/gone.css' },
      { page: 'client/login/index.html', link: '/client/notfound/' },
      { page: 'index.html', link: '/recycle/?x=1' },
    ]);
  });
});
