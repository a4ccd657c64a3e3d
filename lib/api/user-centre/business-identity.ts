import { z } from 'zod';
import { identityValues } from '@/lib/session/schema';
import { err, userCentreCall } from './call';
import { userIdentitySchema } from './user-detail';

/** An identity the user may apply for, with what they already hold of it. */
export const identityOptionSchema = z.object({
  Identity: z.enum(identityValues),
  IdentityName: z.string(),
  /** Already held (approved or applying): not offered again. */
  Held: z.boolean(),
});

export const addBusinessIdentityRequestSchema = z.object({
  Identity: z.enum(identityValues, err('required')),
  OrgName: z.string().trim().min(1, err('required')).max(50, err('tooLong')),
  /** Unified social credit code: 18 characters of digits and capitals. */
  CreditCode: z
    .string()
    .trim()
    .regex(/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/, err('creditCode')),
  ContactName: z.string().trim().min(1, err('required')).max(20, err('tooLong')),
  ContactPhone: z
    .string()
    .trim()
    .regex(/^1[3-9]\d{9}$/, err('mobile')),
});

/** POST /baseapi/api/UserCenterApi/QueryIdentityOptions */
export const queryIdentityOptions = userCentreCall(
  '/api/UserCenterApi/QueryIdentityOptions',
  z.object({}),
  z.array(identityOptionSchema),
);
/** POST /baseapi/api/UserCenterApi/AddBusinessIdentity: answers the new identity, State 0 (applying). */
export const addBusinessIdentity = userCentreCall(
  '/api/UserCenterApi/AddBusinessIdentity',
  addBusinessIdentityRequestSchema,
  userIdentitySchema,
);
