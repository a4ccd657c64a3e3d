import { describe, expect, it } from 'vitest';
import { userBasicInfoSchema } from '@/lib/contract/user';
import { isCompleteUserInfo, sessionUserFrom } from './user-record';

const answer = (override: Record<string, unknown> = {}) =>
  userBasicInfoSchema.parse({
    ObsoleteUser: {
      UserId: 'U1',
      UserName: '张竞买',
      UserMobile: '138',
      MemberType: 1,
      IsSaler: true,
      DataFrom: 20,
    },
    MemberId: 'M1',
    AuthedIdentities: [{ IdentityId: 'I1', IdentityName: '受让方', Identity: 'Buyer' }],
    ...override,
  });

describe('basic user info (SPEC §3, §5)', () => {
  it('is complete only with ObsoleteUser and MemberId', () => {
    expect(isCompleteUserInfo(answer())).toBe(true);
    expect(isCompleteUserInfo(answer({ MemberId: null }))).toBe(false);
    expect(isCompleteUserInfo(answer({ MemberId: '' }))).toBe(false);
    expect(isCompleteUserInfo(answer({ ObsoleteUser: null }))).toBe(false);
  });

  it('becomes the stored account record', () => {
    const info = answer();
    if (!isCompleteUserInfo(info)) throw new Error('complete');
    expect(sessionUserFrom(info)).toMatchObject({
      UserId: 'U1',
      UserName: '张竞买',
      UserMobile: '138',
      MemberId: 'M1',
      MemberType: 1,
      IsSaler: true,
      DataFrom: 20,
      CurrentMemberInfo: { MemberId: 'M1', IsAuthed: true },
    });
  });
});
