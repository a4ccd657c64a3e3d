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
