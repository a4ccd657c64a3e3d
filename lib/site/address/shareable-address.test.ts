import { describe, expect, it } from 'vitest';
import { shareableAddress } from './shareable-address';

const detail = 'https://p.example/client/buyerweb/noticeDetail/?id=assets-project-005';
const jws = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln';

describe('the address a page shares', () => {
  it.each([
    [detail, detail],
    [
      'https://p.example/client/buyerweb/list/?word=郑州&price=-100',
      'https://p.example/client/buyerweb/list/?word=%E9%83%91%E5%B7%9E&price=-100',
    ],
    // A list's state filter is no callback's state.
    [
      'https://p.example/client/buyerweb/list/?state=Bidding&page=2',
      'https://p.example/client/buyerweb/list/?state=Bidding&page=2',
    ],
    [
      'https://p.example/client/?error=access_denied&state=S',
      'https://p.example/client/?error=access_denied',
    ],
    [
      'https://p.example/client/articledetail/?id=1#part-2',
      'https://p.example/client/articledetail/?id=1#part-2',
    ],
  ])('is the page address as it is when it carries nothing of a sign-in: %s', (address, shared) => {
    expect(shareableAddress(address)).toBe(shared);
  });

  it.each([
    [
      `${detail}&id_token=${jws}&code=C&state=S&session_state=X&token=T&ACCESS_TOKEN=A&Refresh_Token=R&id_token_hint=H&code_verifier=V&buyer=1&identitytype=Buyer&tab=2`,
      `${detail}&tab=2`,
    ],
    [`https://p.example/client/?id_token=${jws}`, 'https://p.example/client/'],
  ])(
    'drops the callback, the tokens and a hand-over, in any case, keeping the rest in order: %s',
    (address, shared) => {
      expect(shareableAddress(address)).toBe(shared);
    },
  );

  it.each([
    ['https://p.example/client/#/GetCode?code=C&state=S&x=1', 'https://p.example/client/#/GetCode?x=1'],
    ['https://p.example/client/#/GetCode?code=C', 'https://p.example/client/#/GetCode'],
    ['https://p.example/client/#access_token=A&id_token=I', 'https://p.example/client/'],
    ['https://user:secret@p.example/client/', 'https://p.example/client/'],
  ])('drops them from a hash route and a fragment too, and drops user info: %s', (address, shared) => {
    expect(shareableAddress(address)).toBe(shared);
  });
});
