import { z } from 'zod';
import { isValidIdCardNumber } from '@/lib/input/id-card';
import { err, userCentreCall } from './call';
import { userDetailSchema } from './user-detail';

const mobile = z
  .string()
  .trim()
  .regex(/^1[3-9]\d{9}$/, err('mobile'));
const email = z.string().trim().min(1, err('required')).max(100, err('tooLong')).email(err('email'));
/** The six-digit code sent by SendVerifyCode (the sandbox accepts 123456). */
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, err('code'));
/** 8 to 20 characters with at least a letter and a digit. */
const password = z
  .string()
  .min(8, err('passwordRule'))
  .max(20, err('passwordRule'))
  .regex(/[A-Za-z]/, err('passwordRule'))
  .regex(/\d/, err('passwordRule'));

export const sendVerifyCodeRequestSchema = z.discriminatedUnion('Channel', [
  z.object({ Channel: z.literal('Mobile'), Target: mobile }),
  z.object({ Channel: z.literal('Email'), Target: email }),
]);

export const bindPhoneRequestSchema = z.object({ Mobile: mobile, Code: code });
export const bindEmailRequestSchema = z.object({ Email: email, Code: code });
export const realNameRequestSchema = z.object({
  RealName: z
    .string()
    .trim()
    .regex(/^[\u4e00-\u9fa5·]{2,20}$/, err('realName')),
  IdCardNo: z
    .string()
    .trim()
    // The check digit too: a mistyped number must never come back as 已认证.
    .refine(isValidIdCardNumber, err('idCard')),
});
export const changePasswordRequestSchema = z
  .object({
    OldPassword: z.string().min(1, err('required')),
    NewPassword: password,
    ConfirmPassword: z.string().min(1, err('required')),
  })
  .refine((value) => value.NewPassword === value.ConfirmPassword, {
    ...err('passwordMismatch'),
    path: ['ConfirmPassword'],
  })
  .refine((value) => value.NewPassword !== value.OldPassword, {
    ...err('passwordSame'),
    path: ['NewPassword'],
  });
export const changeUserNameRequestSchema = z.object({
  UserName: z
    .string()
    .trim()
    .regex(/^[A-Za-z\u4e00-\u9fa5][\w\u4e00-\u9fa5]{1,19}$/, err('userName')),
});

/** POST /baseapi/api/UserCenterApi/SendVerifyCode: sends a code to a phone or mailbox. */
export const sendVerifyCode = userCentreCall(
  '/api/UserCenterApi/SendVerifyCode',
  sendVerifyCodeRequestSchema,
  z.object({ Sent: z.literal(true), ExpiresIn: z.number().int().positive() }),
);
/** Each settings call answers the updated user record, so the page shows what was stored. */
export const bindPhone = userCentreCall(
  '/api/UserCenterApi/BindPhone',
  bindPhoneRequestSchema,
  userDetailSchema,
);
export const bindEmail = userCentreCall(
  '/api/UserCenterApi/BindEmail',
  bindEmailRequestSchema,
  userDetailSchema,
);
export const submitRealName = userCentreCall(
  '/api/UserCenterApi/SubmitRealName',
  realNameRequestSchema,
  userDetailSchema,
);
export const changePassword = userCentreCall(
  '/api/UserCenterApi/ChangePassword',
  changePasswordRequestSchema,
  z.object({ Done: z.literal(true) }),
);
export const changeUserName = userCentreCall(
  '/api/UserCenterApi/ChangeUserName',
  changeUserNameRequestSchema,
  userDetailSchema,
);
