import { z } from 'zod';
import { identitySchema } from '@/lib/session/schema';

/** POST /baseapi/api/UserApi/GetUserBasicInfo (SPEC §3 "Basic user info response"). */
export const getUserBasicInfoPath = '/api/UserApi/GetUserBasicInfo';

export const obsoleteUserSchema = z.object({
  UserId: z.string(),
  UserName: z.string().nullable().default(null),
  UserMobile: z.string().nullable().default(null),
  MemberType: z.number().int().nullable().default(null),
  IsSaler: z.boolean().default(false),
  DataFrom: z.number().int().nullable().default(null),
  IsShowMark: z.boolean().default(false),
  MarkIds: z.array(z.string()).default([]),
  TradingOrgId: z.string().nullable().default(null),
});

/**
 * ObsoleteUser and MemberId may be missing: the client must then fail the sign-in with
 * '登录失败.', so the schema accepts their absence rather than rejecting the answer.
 */
export const userBasicInfoSchema = z.object({
  ObsoleteUser: obsoleteUserSchema.nullable().optional(),
  MemberId: z.string().nullable().optional(),
  AuthedIdentities: z.array(identitySchema).default([]),
});
export type UserBasicInfo = z.infer<typeof userBasicInfoSchema>;

/** POST /baseapi/api/UserApi/GetUserInfo?webBusinessType={type}: called before bidding, answer unused. */
export const getUserInfoPath = '/api/UserApi/GetUserInfo';
export const userInfoSchema = z.unknown();
