import * as z from 'zod/mini';
import { defineCall, doneSchema } from '../call';
import { err, patternText } from '../form-rules';
import { isValidIdCardNumber } from '@/lib/input/id-card';
import { userDetailSchema } from './user-detail';

const mobile = patternText(/^1[3-9]\d{9}$/, 'mobile');
const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, err('required')),
    z.maxLength(100, err('tooLong')),
    z.regex(z.regexes.email, err('email')),
  );
/** The six-digit code sent by SendVerifyCode (the sandbox accepts 123456). */
const code = patternText(/^\d{6}$/, 'code');
/** 8 to 20 characters with at least a letter and a digit. */
const password = z
  .string()
  .check(
    z.minLength(8, err('passwordRule')),
    z.maxLength(20, err('passwordRule')),
    z.regex(/[A-Za-z]/, err('passwordRule')),
    z.regex(/\d/, err('passwordRule')),
  );

export const sendVerifyCodeRequestSchema = z.discriminatedUnion('Channel', [
  z.object({ Channel: z.literal('Mobile'), Target: mobile }),
  z.object({ Channel: z.literal('Email'), Target: email }),
]);

export const bindPhoneRequestSchema = z.object({ Mobile: mobile, Code: code });
export const bindEmailRequestSchema = z.object({ Email: email, Code: code });
export const realNameRequestSchema = z.object({
  RealName: patternText(/^[\u4e00-\u9fa5·]{2,20}$/, 'realName'),
  // The check digit too: a mistyped number must never come back as 已认证.
  IdCardNo: z.string().check(z.trim(), z.refine(isValidIdCardNumber, err('idCard'))),
});
export const changePasswordRequestSchema = z
  .object({
    OldPassword: z.string().check(z.minLength(1, err('required'))),
    NewPassword: password,
    ConfirmPassword: z.string().check(z.minLength(1, err('required'))),
  })
  .check(
    z.refine((value) => value.NewPassword === value.ConfirmPassword, {
      ...err('passwordMismatch'),
      path: ['ConfirmPassword'],
    }),
    z.refine((value) => value.NewPassword !== value.OldPassword, {
      ...err('passwordSame'),
      path: ['NewPassword'],
    }),
  );
export const changeUserNameRequestSchema = z.object({
  UserName: patternText(/^[A-Za-z\u4e00-\u9fa5][\w\u4e00-\u9fa5]{1,19}$/, 'userName'),
});

/** POST /baseapi/api/UserCenterApi/SendVerifyCode: sends a code to a phone or mailbox. */
export const sendVerifyCode = defineCall(
  '/api/UserCenterApi/SendVerifyCode',
  sendVerifyCodeRequestSchema,
  doneSchema,
  { auth: 'required' },
);
/** Each settings call answers the updated user record, so the page shows what was stored. */
export const bindPhone = defineCall(
  '/api/UserCenterApi/BindPhone',
  bindPhoneRequestSchema,
  userDetailSchema,
  { auth: 'required' },
);
export const bindEmail = defineCall(
  '/api/UserCenterApi/BindEmail',
  bindEmailRequestSchema,
  userDetailSchema,
  { auth: 'required' },
);
export const submitRealName = defineCall(
  '/api/UserCenterApi/SubmitRealName',
  realNameRequestSchema,
  userDetailSchema,
  { auth: 'required' },
);
export const changePassword = defineCall(
  '/api/UserCenterApi/ChangePassword',
  changePasswordRequestSchema,
  doneSchema,
  { auth: 'required' },
);
export const changeUserName = defineCall(
  '/api/UserCenterApi/ChangeUserName',
  changeUserNameRequestSchema,
  userDetailSchema,
  { auth: 'required' },
);
