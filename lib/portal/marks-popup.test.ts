import { describe, expect, it } from 'vitest';
import { platformHasMarkCategories, shouldShowMarks } from './marks-popup';

const user = { UserId: 'u', MemberId: 'm', IsShowMark: true, MarkIds: [], AuthedIdentities: [] };

describe('interest-marks popup (SPEC §4)', () => {
  it('shows for a user with IsShowMark and no marks, once per browser', () => {
    expect(shouldShowMarks(user, false)).toBe(true);
    expect(shouldShowMarks(user, true)).toBe(false);
  });

  it('stays away from visitors, users with marks and users not asked for marks', () => {
    expect(shouldShowMarks(null, false)).toBe(false);
    expect(shouldShowMarks({ ...user, MarkIds: ['mark-01'] }, false)).toBe(false);
    expect(shouldShowMarks({ ...user, IsShowMark: false }, false)).toBe(false);
  });
});

describe('mark categories', () => {
  it('exist on the inventory platform only, so the popup never opens empty elsewhere', () => {
    expect(platformHasMarkCategories('inventory')).toBe(true);
    expect(platformHasMarkCategories('Assets')).toBe(false);
    expect(platformHasMarkCategories('Lease')).toBe(false);
  });
});
