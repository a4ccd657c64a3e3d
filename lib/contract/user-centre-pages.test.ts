import { describe, expect, it } from 'vitest';
import { isUserCentrePath } from './user-centre-pages';

describe('the user-centre pages (SPEC §2)', () => {
  it('knows the user-centre paths where the left menu shows and the quick panel hides', () => {
    expect(isUserCentrePath('/client/baseweb/userCenterConter/userCenter/userDetail/')).toBe(true);
    expect(isUserCentrePath('/4101lease/leaseweb/user_center/orders')).toBe(true);
    expect(isUserCentrePath('/client/buyerweb/list/')).toBe(false);
    expect(isUserCentrePath('/client/userCenterConterX/')).toBe(false);
  });
});
