import { describe, expect, it } from 'vitest';
import { loginUrlFor } from './sign-in-guard';

describe('personal pages need sign-in (SPEC §6)', () => {
  it('sends the visitor to login with the page and its query as the redirect', () => {
    const url = loginUrlFor('client', {
      pathname: '/client/buyerweb/userCenterConter/MyParticipationDetail/',
      search: '?id=7',
    });
    const parsed = new URL(url, 'http://x');
    expect(parsed.pathname).toBe('/client/login/');
    expect(parsed.searchParams.get('redirect')).toBe(
      '/client/buyerweb/userCenterConter/MyParticipationDetail/?id=7',
    );
  });

  it('leaves a hand-over or a callback still in the address out of the redirect', () => {
    const url = loginUrlFor('client', {
      pathname: '/client/baseweb/userCenterConter/userCenter/userDetail/',
      search: '?id_token=a.b.c&tab=2&code=C&state=S',
    });
    expect(new URL(url, 'http://x').searchParams.get('redirect')).toBe(
      '/client/baseweb/userCenterConter/userCenter/userDetail/?tab=2',
    );
  });
});
