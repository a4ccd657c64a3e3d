import * as z from 'zod/mini';
import { code, flag, id, list, optionalId, optionalText, optionalTime, text, time } from '../fields';
import { defineCall } from '../call';
import { identityNameField } from '../identity';

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
  RegisterTime: time,
  LastLoginTime: optionalTime,
  Identities: list(userIdentitySchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** POST /baseapi/api/UserCenterApi/GetUserDetail: the signed-in user's own record. */
export const getUserDetail = defineCall('/api/UserCenterApi/GetUserDetail', z.object({}), userDetailSchema, {
  auth: 'required',
});
