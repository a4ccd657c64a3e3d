import * as z from 'zod/mini';
import { identityNameField } from '@/lib/session/schema';
import { code, flag, id, list, optionalId, optionalText, text } from '../fields';
import { optionalTimeField, timeField, userCentreCall } from './call';

export const userIdentitySchema = z.object({
  IdentityId: id,
  Identity: identityNameField,
  IdentityName: text,
  IsAuthed: flag(false),
  /** 0 applying, 1 approved, 2 rejected. */
  State: z.pipe(code, z.number().check(z.minimum(0), z.maximum(2))),
});
export type UserIdentity = z.infer<typeof userIdentitySchema>;

export const userDetailSchema = z.object({
  UserId: id,
  UserName: optionalText,
  UserMobile: optionalText,
  Email: optionalText,
  RealName: optionalText,
  /** Masked by the server: only the first and last four characters travel. */
  IdCardNo: optionalText,
  IsRealNameAuthed: flag(false),
  MemberId: optionalId,
  MemberName: optionalText,
  IsSaler: flag(false),
  RegisterTime: timeField,
  LastLoginTime: optionalTimeField,
  Identities: list(userIdentitySchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** POST /baseapi/api/UserCenterApi/GetUserDetail: the signed-in user's own record. */
export const getUserDetail = userCentreCall(
  '/api/UserCenterApi/GetUserDetail',
  z.object({}),
  userDetailSchema,
);
