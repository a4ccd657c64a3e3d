import { describe, expect, it } from 'vitest';
import { shareableAddress } from './shareable-address';

const detail = 'https://p.example/client/buyerweb/noticeDetail/?id=assets-project-005';

describe('the address a page shares', () => {
  it('is the page address as it is when it carries nothing of a sign-in', () => {
    expect(shareableAddress(detail)).toBe(detail);
    expect(shareableAddress('https://p.example/client/buyerweb/list/?word=郑州&price=-100')).toBe(
      'https://p.example/client/buyerweb/list/?word=%E9%83%91%E5%B7%9E&price=-100',
    );
    // A list's state filter is no callback's state.
    expect(shareableAddress('https://p.example/client/buyerweb/list/?state=Bidding&page=2')).toBe(
      'https://p.example/client/buyerweb/list/?state=Bidding&page=2',
    );
    expect(shareableAddress('https://p.example/client/?error=access_denied&state=S')).toBe(
      'https://p.example/client/?error=access_denied',
    );
    expect(shareableAddress('https://p.example/client/articledetail/?id=1#part-2')).toBe(
      'https://p.example/client/articledetail/?id=1#part-2',
    );
  });

  it('drops the callback, the tokens and a hand-over, in any case, keeping the rest in order', () => {
    const jws = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln';
    const address = `${detail}&id_token=${jws}&code=C&state=S&session_state=X&token=T&ACCESS_TOKEN=A&Refresh_Token=R&id_token_hint=H&code_verifier=V&buyer=1&identitytype=Buyer&tab=2`;
    expect(shareableAddress(address)).toBe(`${detail}&tab=2`);
    expect(shareableAddress(`https://p.example/client/?id_token=${jws}`)).toBe('https://p.example/client/');
  });

  it('drops them from a hash route and a fragment too, and drops user info', () => {
    expect(shareableAddress('https://p.example/client/#/GetCode?code=C&state=S&x=1')).toBe(
      'https://p.example/client/#/GetCode?x=1',
    );
    expect(shareableAddress('https://p.example/client/#/GetCode?code=C')).toBe(
      'https://p.example/client/#/GetCode',
    );
    expect(shareableAddress('https://p.example/client/#access_token=A&id_token=I')).toBe(
      'https://p.example/client/',
    );
    expect(shareableAddress('https://user:secret@p.example/client/')).toBe('https://p.example/client/');
  });
});
