import { describe, expect, it } from 'vitest';
import { MAX_TEXT } from '@/lib/contract/field-report';
import { MAX_MESSAGE, scrubMessage, topOwnFrame } from './scrub';

describe('scrubMessage', () => {
  it('keeps an address without its query or fragment', () => {
    expect(
      scrubMessage(
        'Failed to fetch https://portal.example.cn/client/buyerweb/search/?keyword=张三的房子#top',
      ),
    ).toBe('Failed to fetch https://portal.example.cn/client/buyerweb/search/');
  });

  it('hides ids, phone numbers, e-mail addresses and tokens', () => {
    const token = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJidXllciJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    const scrubbed = scrubMessage(
      `record 20240131001 of 13812345678 (buyer@example.cn) rejected with ${token} at line 42`,
    );
    expect(scrubbed).toBe('record # of # (<email>) rejected with <token> at line 42');
    expect(scrubbed).not.toMatch(/\d{4}/);
  });

  it('keeps no Chinese text: a search word, a name or an address a visitor typed', () => {
    expect(scrubMessage('search for 梧桐苑 by 张三 failed')).toBe('search for … by … failed');
  });

  it('keeps no query or fragment of a relative address, or of any scheme in any case', () => {
    expect(scrubMessage('GET /client/buyerweb/search/?keyword=smith&page=2 failed')).toBe(
      'GET /client/buyerweb/search/ failed',
    );
    expect(scrubMessage('load ./list?q=smith#row-3 and ?keyword=smith')).toBe('load ./list and');
    expect(scrubMessage('at HTTPS://Portal.Example.CN/Client/?Q=smith#Top')).toBe(
      'at HTTPS://Portal.Example.CN/Client/',
    );
    expect(scrubMessage('open webcal://portal.example.cn/a.ics?uid=smith')).toBe(
      'open webcal://portal.example.cn/a.ics',
    );
    expect(scrubMessage('via https://smith:secret@portal.example.cn/x')).toBe(
      'via https://portal.example.cn/x',
    );
    expect(scrubMessage('img data:text/plain;base64,c21pdGg= failed')).toBe('img data:… failed');
  });

  it('keeps no percent-encoded run, in either case of hex', () => {
    expect(scrubMessage('GET /client/search/%E5%BC%A0%E4%B8%89/list failed')).toBe(
      'GET /client/search/…/list failed',
    );
    expect(scrubMessage('bad word smith%2fjones%2Cjr')).toBe('bad word …');
    expect(scrubMessage('100% done')).toBe('100% done');
  });

  it('keeps no quoted input, whatever the quotes', () => {
    expect(scrubMessage(`value "smith" and 'jones' and “brown” and \`green\` refused`)).toBe(
      `value "…" and '…' and "…" and \`…\` refused`,
    );
    expect(scrubMessage("Can't find variable: foo")).toBe("Can't find variable: foo");
  });
});

describe('scrubMessage with each browser’s wording', () => {
  const cases: Record<string, [string, string][]> = {
    Chromium: [
      [
        "Failed to execute 'fetch' on 'Window': Failed to parse URL from /client/buyerweb/search/?keyword=smith#top",
        "Failed to execute 'fetch' on 'Window': Failed to parse URL from /client/buyerweb/search/",
      ],
      [
        `Unexpected token '<', "<!DOCTYPE smith jones"... is not valid JSON`,
        `Unexpected token '…', "…"... is not valid JSON`,
      ],
      [`Unexpected token 's', "smith" is not valid JSON`, `Unexpected token '…', "…" is not valid JSON`],
      [
        'Failed to fetch dynamically imported module: https://portal.example.cn/_next/static/chunks/a.js?v=smith',
        'Failed to fetch dynamically imported module: https://portal.example.cn/_next/static/chunks/a.js',
      ],
      [
        "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
        "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
      ],
      [
        "Failed to execute 'querySelector' on 'Document': '#smith jones' is not a valid selector.",
        "Failed to execute 'querySelector' on 'Document': '…' is not a valid selector.",
      ],
      ['URI malformed', 'URI malformed'],
    ],
    Firefox: [
      [
        'Window.fetch: /client/search/%E5%BC%A0?q=smith is not a valid URL.',
        'Window.fetch: /client/search/… is not a valid URL.',
      ],
      [
        'error loading dynamically imported module: HTTP://portal.example.cn/_next/static/chunks/a.js#smith',
        'error loading dynamically imported module: HTTP://portal.example.cn/_next/static/chunks/a.js',
      ],
      [
        "Document.querySelector: '#smith .jones' is not a valid selector",
        "Document.querySelector: '…' is not a valid selector",
      ],
      [
        'JSON.parse: unexpected character at line 1 column 1 of the JSON data',
        'JSON.parse: unexpected character at line 1 column 1 of the JSON data',
      ],
      ['malformed URI sequence', 'malformed URI sequence'],
    ],
    Safari: [
      ["JSON Parse error: Unrecognized token '<'", "JSON Parse error: Unrecognized token '…'"],
      ["Unexpected identifier 'smith'", "Unexpected identifier '…'"],
      [
        'Not allowed to load local resource: file:///Users/smith/a.html?q=jones',
        'Not allowed to load local resource: file:///Users/smith/a.html',
      ],
      [
        'Fetch API cannot load https://portal.example.cn/api/QueryAnncList?keyword=smith due to access control checks.',
        'Fetch API cannot load https://portal.example.cn/api/QueryAnncList due to access control checks.',
      ],
      ['The string did not match the expected pattern.', 'The string did not match the expected pattern.'],
      ['Importing a module script failed.', 'Importing a module script failed.'],
    ],
  };
  for (const [browser, pairs] of Object.entries(cases)) {
    it(`scrubs ${browser}'s wordings`, () => {
      for (const [raw, scrubbed] of pairs) expect(scrubMessage(raw)).toBe(scrubbed);
    });
  }
});

describe('scrubMessage limits', () => {
  it('cuts a long message to what the collector takes, and reads anything thrown', () => {
    expect(MAX_MESSAGE).toBe(MAX_TEXT);
    expect(scrubMessage('x '.repeat(500))).toHaveLength(MAX_TEXT);
    expect(scrubMessage(undefined)).toBe('');
    expect(scrubMessage({ toString: () => 'odd 123456' })).toBe('odd #');
  });
});

describe('topOwnFrame', () => {
  it('names the first frame in a chunk of ours, without the address', () => {
    const stack = [
      'TypeError: x is undefined',
      '    at chrome-extension://abcdef/content.js:1:10',
      '    at Object.f (https://portal.example.cn/_next/static/chunks/0a1b2c.js?dpl=9:1:4567)',
      '    at g (https://portal.example.cn/_next/static/chunks/other.js:2:3)',
    ].join('\n');
    expect(topOwnFrame(stack)).toBe('chunks/0a1b2c.js:1:4567');
  });

  it('says nothing when no frame is ours', () => {
    expect(topOwnFrame('Error\n    at https://cdn.example.com/lib.js:1:2')).toBeNull();
    expect(topOwnFrame(undefined)).toBeNull();
  });
});
