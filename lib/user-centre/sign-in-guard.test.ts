import { describe, expect, it } from 'vitest';
import { isUserCentrePath } from './paths';
import { REDIRECT_URI_KEY, sendToLogin } from './sign-in-guard';

describe('personal pages need sign-in (SPEC §6)', () => {
  it('stores the page with its query as the redirect and answers the login path', () => {
    const stored = new Map<string, string>();
    const storage = { setItem: (key: string, value: string) => stored.set(key, value) } as unknown as Storage;
    const target = sendToLogin(
      '/client/login/',
      { pathname: '/client/buyerweb/userCenterConter/MyParticipationDetail/', search: '?id=7' },
      storage,
    );
    expect(target).toBe('/client/login/');
    expect(stored.get(REDIRECT_URI_KEY)).toBe(
      '/client/buyerweb/userCenterConter/MyParticipationDetail/?id=7',
    );
  });

  it('knows the user-centre paths where the left menu shows and the quick panel hides', () => {
    expect(isUserCentrePath('/client/baseweb/userCenterConter/userCenter/userDetail/')).toBe(true);
    expect(isUserCentrePath('/4101lease/leaseweb/user_center/orders')).toBe(true);
    expect(isUserCentrePath('/client/buyerweb/list/')).toBe(false);
    expect(isUserCentrePath('/client/userCenterConterX/')).toBe(false);
  });
});
