import type { UserBasicInfo } from '@/lib/contract/user';
import type { SessionUser } from '@/lib/session/schema';

/** Basic user info is complete only with ObsoleteUser and MemberId (SPEC §5, '登录失败.'). */
export function isCompleteUserInfo(
  info: UserBasicInfo,
): info is UserBasicInfo & { ObsoleteUser: NonNullable<UserBasicInfo['ObsoleteUser']>; MemberId: string } {
  return Boolean(info.ObsoleteUser?.UserId) && Boolean(info.MemberId);
}

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** The account record of SPEC §3 built from a complete basic-info answer. */
export function sessionUserFrom(
  info: UserBasicInfo & { ObsoleteUser: NonNullable<UserBasicInfo['ObsoleteUser']>; MemberId: string },
): SessionUser {
  const user = info.ObsoleteUser;
  return {
    UserId: user.UserId,
    UserName: orUndefined(user.UserName),
    UserMobile: orUndefined(user.UserMobile),
    TradingOrgId: orUndefined(user.TradingOrgId),
    MemberId: info.MemberId,
    ObsoleteUser: { ...user },
    AuthedIdentities: info.AuthedIdentities,
    IsSaler: user.IsSaler,
    IsShowMark: user.IsShowMark,
    MarkIds: user.MarkIds,
    DataFrom: orUndefined(user.DataFrom),
    MemberType: orUndefined(user.MemberType),
    CurrentMemberInfo: {
      MemberId: info.MemberId,
      IsAuthed: info.AuthedIdentities.some((identity) => identity.IsAuthed),
    },
  };
}
