import { describe, expect, it } from 'vitest';
import {
  answerKeySource,
  answerKeyUrl,
  cacheName,
  isOutdatedCache,
  isPageToKeep,
  isReadingPage,
  keptAnswerKind,
  KEEP_PAGE_HEADER,
} from './worker-rules';

const scope = new URL('https://portal.example.cn/client/');
const origin = scope.origin;
const config = {
  detailCalls: ['/baseapi/api/AnncApi/GetAnncDetail'],
  listCalls: [
    '/baseapi/api/AnncApi/QueryAnncList',
    'https://gw.example.cn/inventory/api/IndexApi/FindOrgContactInfo',
  ],
};
const post = (url: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  url,
  headers: new Headers(headers),
});

describe('what the worker keeps', () => {
  it('keeps the reading pages of its own tenant only', () => {
    const page = (path: string) => isReadingPage(new URL(path, origin), scope);
    expect(page('/client/')).toBe(true);
    expect(page('/client/buyerweb/noticeDetail/?id=assets-project-004')).toBe(true);
    expect(page('/client/buyerweb/list/?state=Published')).toBe(true);
    expect(page('/4101client/')).toBe(false);
    expect(page('/clientx/')).toBe(false);
  });

  it('keeps a page the visitor navigated to, and the first page when it asks to be kept', () => {
    const list = new URL('/client/buyerweb/list/', origin);
    const request = (mode: string, headers: Record<string, string> = {}) => ({
      mode,
      headers: new Headers(headers),
    });
    expect(isPageToKeep(request('navigate'), list, scope)).toBe(true);
    expect(isPageToKeep(request('cors', { [KEEP_PAGE_HEADER]: '1' }), list, scope)).toBe(true);
    // Any other fetch of a page's address (a script's own) is not a page to keep.
    expect(isPageToKeep(request('cors'), list, scope)).toBe(false);
    // The rules of what is never kept hold for a page asking too.
    const login = new URL('/client/login/', origin);
    expect(isPageToKeep(request('cors', { [KEEP_PAGE_HEADER]: '1' }), login, scope)).toBe(false);
  });

  it('never keeps sign-in pages, the user centre, forms, or an address carrying a code or token', () => {
    const page = (path: string) => isReadingPage(new URL(path, origin), scope);
    expect(page('/client/login/')).toBe(false);
    expect(page('/client/GetCode/?code=abc&state=x')).toBe(false);
    expect(page('/client/baseweb/userCenterConter/userCenter/userDetail/')).toBe(false);
    expect(page('/client/buyerweb/userCenterConter/CollectList/')).toBe(false);
    expect(page('/client/buyerweb/AnncApply/?id=1')).toBe(false);
    expect(page('/client/buyerweb/list/?id_token=eyJ')).toBe(false);
    expect(page('/client/?buyer=1')).toBe(false);
  });

  it('keeps read answers sent without a token, by kind, and nothing sent with one', () => {
    expect(keptAnswerKind(post(`${origin}/baseapi/api/AnncApi/GetAnncDetail`), config, origin)).toBe(
      'details',
    );
    expect(keptAnswerKind(post(`${origin}/baseapi/api/anncapi/queryannclist`), config, origin)).toBe('lists');
    expect(
      keptAnswerKind(post('https://gw.example.cn/inventory/api/IndexApi/FindOrgContactInfo'), config, origin),
    ).toBe('lists');
    expect(
      keptAnswerKind(
        post(`${origin}/baseapi/api/AnncApi/GetAnncDetail`, { Authorization: 'Bearer abc' }),
        config,
        origin,
      ),
    ).toBeNull();
    expect(keptAnswerKind(post(`${origin}/baseapi/api/UserApi/GetUserBasicInfo`), config, origin)).toBeNull();
    expect(
      keptAnswerKind(
        { ...post(`${origin}/baseapi/api/AnncApi/GetAnncDetail`), method: 'GET' },
        config,
        origin,
      ),
    ).toBeNull();
  });

  it('keys an answer by its address, body and the tenant headers, not by caching headers', () => {
    const a = answerKeySource(
      'u',
      [
        ['PlatformId', 'A'],
        ['Cache-Control', 'no-cache'],
      ],
      '{"AnncId":"1"}',
    );
    expect(answerKeySource('u', [['platformid', 'A']], '{"AnncId":"1"}')).toBe(a);
    // What a browser adds to a worker's view of the request does not change the key.
    expect(
      answerKeySource(
        'u',
        [
          ['PlatformId', 'A'],
          ['sec-ch-ua-mobile', '?0'],
          ['accept-language', 'zh-CN'],
        ],
        '{"AnncId":"1"}',
      ),
    ).toBe(a);
    expect(
      answerKeySource(
        'u',
        [
          ['PlatformId', 'A'],
          ['IdentityId', '7'],
        ],
        '{"AnncId":"1"}',
      ),
    ).not.toBe(a);
    expect(answerKeySource('u', [['PlatformId', 'B']], '{"AnncId":"1"}')).not.toBe(a);
    expect(answerKeySource('u', [['PlatformId', 'A']], '{"AnncId":"2"}')).not.toBe(a);
    expect(answerKeyUrl('https://x.cn/baseapi/api/A?x=1', 'ff')).toBe(
      'https://x.cn/baseapi/api/A?x=1&offline-key=ff',
    );
  });
});

describe('caches of a release', () => {
  const clientScope = 'https://portal.example.cn/client/';
  it('names each cache by kind, release and tenant', () => {
    expect(cacheName('details', 'r1', clientScope)).toBe(`portal-details-r1-${clientScope}`);
  });

  it('finds the caches another release of the same tenant left, and no one else’s', () => {
    expect(isOutdatedCache(cacheName('pages', 'r0', clientScope), 'r1', clientScope)).toBe(true);
    expect(isOutdatedCache(cacheName('pages', 'r1', clientScope), 'r1', clientScope)).toBe(false);
    const other = 'https://portal.example.cn/4101client/';
    expect(isOutdatedCache(cacheName('pages', 'r0', other), 'r1', clientScope)).toBe(false);
    expect(isOutdatedCache('some-other-app', 'r1', clientScope)).toBe(false);
  });
});
