import * as z from 'zod/mini';
import { flag, id, list, optionalCode, optionalId, optionalText } from './fields';
import { defineCall, noRequest } from './call';
import { identitySchema } from './identity';

/** POST /baseapi/api/UserApi/GetUserBasicInfo (SPEC §3 "Basic user info response"). */
export const getUserBasicInfoPath = '/api/UserApi/GetUserBasicInfo';

/** The account: UserId is needed to count as signed in; the rest may be null or missing. */
export const obsoleteUserSchema = z.object({
  UserId: id,
  UserName: optionalText,
  UserMobile: optionalText,
  MemberType: optionalCode,
  IsSaler: flag(false),
  DataFrom: optionalCode,
  IsShowMark: flag(false),
  MarkIds: list(id),
  TradingOrgId: optionalId,
});

/**
 * ObsoleteUser and MemberId may be missing: the client must then fail the sign-in with
 * '登录失败.', so the schema accepts their absence rather than rejecting the answer.
 */
export const userBasicInfoSchema = z.object({
  ObsoleteUser: z.optional(z.nullable(obsoleteUserSchema)),
  MemberId: optionalId,
  AuthedIdentities: list(identitySchema),
});
export type UserBasicInfo = z.infer<typeof userBasicInfoSchema>;

/** POST /baseapi/api/UserApi/GetUserInfo?webBusinessType={type}: called before bidding, answer unused. */
export const getUserInfoPath = '/api/UserApi/GetUserInfo';
export const userInfoSchema = z.unknown();

export const getUserBasicInfo = defineCall(getUserBasicInfoPath, noRequest, userBasicInfoSchema, {
  auth: 'required',
});
/** Sent with the query of `userInfoQuery`. */
export const getUserInfo = defineCall(getUserInfoPath, noRequest, userInfoSchema, { auth: 'required' });
export { userInfoQuery } from './spec-values';
