import { z } from 'zod';
import { identityValues } from '@/lib/session/schema';
import { timeField, userCentreCall } from './call';

export const userIdentitySchema = z.object({
  IdentityId: z.string(),
  Identity: z.enum(identityValues),
  IdentityName: z.string(),
  IsAuthed: z.boolean(),
  /** 0 applying, 1 approved, 2 rejected. */
  State: z.number().int().min(0).max(2),
});
export type UserIdentity = z.infer<typeof userIdentitySchema>;

export const userDetailSchema = z.object({
  UserId: z.string(),
  UserName: z.string().nullable(),
  UserMobile: z.string().nullable(),
  Email: z.string().nullable(),
  RealName: z.string().nullable(),
  /** Masked by the server: only the first and last four characters travel. */
  IdCardNo: z.string().nullable(),
  IsRealNameAuthed: z.boolean(),
  MemberId: z.string().nullable(),
  MemberName: z.string().nullable(),
  IsSaler: z.boolean(),
  RegisterTime: timeField,
  LastLoginTime: timeField.nullable(),
  Identities: z.array(userIdentitySchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** POST /baseapi/api/UserCenterApi/GetUserDetail: the signed-in user's own record. */
export const getUserDetail = userCentreCall(
  '/api/UserCenterApi/GetUserDetail',
  z.object({}),
  userDetailSchema,
);
