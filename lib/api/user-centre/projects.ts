import { z } from 'zod';
import {
  err,
  moneyField,
  positiveAmountField,
  pageRequestShape,
  pageSchema,
  timeField,
  userCentreCall,
} from './call';

export const projectStates = ['Draft', 'Reviewing', 'Listed', 'Closed'] as const;

export const projectItemSchema = z.object({
  Id: z.string(),
  ProjectCode: z.string(),
  ProjectName: z.string(),
  ListingPrice: moneyField,
  State: z.enum(projectStates),
  CreateTime: timeField,
});
export type ProjectItem = z.infer<typeof projectItemSchema>;

/** POST /baseapi/api/SalerApi/QueryMyProjects: newest first. */
export const queryMyProjects = userCentreCall(
  '/api/SalerApi/QueryMyProjects',
  z.object({ ...pageRequestShape }),
  pageSchema(projectItemSchema),
);

/** The base information of a new project (addProjects?isAdd=true&saveBaseInfo=true). */
export const projectBaseInfoSchema = z.object({
  ProjectName: z.string().trim().min(1, err('required')).max(100, err('tooLong')),
  ListingPrice: positiveAmountField,
  Location: z.string().trim().min(1, err('required')).max(100, err('tooLong')),
  Description: z.string().trim().max(1000, err('tooLong')).default(''),
  ContactName: z.string().trim().min(1, err('required')).max(20, err('tooLong')),
  ContactPhone: z
    .string()
    .trim()
    .regex(/^1[3-9]\d{9}$/, err('mobile')),
});
export type ProjectBaseInfo = z.input<typeof projectBaseInfoSchema>;

/**
 * POST /baseapi/api/SalerApi/SaveProjectBaseInfo: only a user with IsSaler may add; others answer
 * ErrorCode 1 with 您不是转让方用户，请确认您的身份!. Answers the new project as a draft.
 */
export const saveProjectBaseInfo = userCentreCall(
  '/api/SalerApi/SaveProjectBaseInfo',
  projectBaseInfoSchema,
  projectItemSchema,
);
