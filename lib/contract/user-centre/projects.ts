import * as z from 'zod/mini';
import { id, money, text, time } from '../fields';
import { defineCall, pageRequestShape, pageSchema } from '../call';
import { contactPhoneField, err, positiveAmountField, requiredText } from '../form-rules';

export const projectStates = ['Draft', 'Reviewing', 'Listed', 'Closed'] as const;

export const projectItemSchema = z.object({
  Id: id,
  ProjectCode: text,
  ProjectName: text,
  ListingPrice: money,
  State: z.enum(projectStates),
  CreateTime: time,
});
export type ProjectItem = z.infer<typeof projectItemSchema>;

/** POST /baseapi/api/SalerApi/QueryMyProjects: newest first. */
export const queryMyProjects = defineCall(
  '/api/SalerApi/QueryMyProjects',
  z.object({ ...pageRequestShape }),
  pageSchema(projectItemSchema),
  { auth: 'required' },
);

/** The base information of a new project (addProjects?isAdd=true&saveBaseInfo=true). */
export const projectBaseInfoSchema = z.object({
  ProjectName: requiredText(100),
  ListingPrice: positiveAmountField,
  Location: requiredText(100),
  Description: z._default(z.string().check(z.trim(), z.maxLength(1000, err('tooLong'))), ''),
  ContactName: requiredText(20),
  ContactPhone: contactPhoneField,
});
export type ProjectBaseInfo = z.input<typeof projectBaseInfoSchema>;

/**
 * POST /baseapi/api/SalerApi/SaveProjectBaseInfo: only a user with IsSaler may add; others answer
 * ErrorCode 1 with 您不是转让方用户，请确认您的身份!. Answers the new project as a draft.
 */
export const saveProjectBaseInfo = defineCall(
  '/api/SalerApi/SaveProjectBaseInfo',
  projectBaseInfoSchema,
  projectItemSchema,
  { auth: 'required' },
);
