import * as z from 'zod/mini';
import { flag, list, text } from '../fields';
import { defineCall } from '../call';
import { contactPhoneField, err, patternText, requiredText } from '../form-rules';
import { identityNameField, identityValues } from '../identity';
import { userIdentitySchema } from './user-detail';

/** An identity the user may apply for, with what they already hold of it. */
export const identityOptionSchema = z.object({
  Identity: identityNameField,
  IdentityName: text,
  /** Already held (approved or applying): not offered again. */
  Held: flag(false),
});

export const addBusinessIdentityRequestSchema = z.object({
  Identity: z.enum(identityValues, err('required')),
  OrgName: requiredText(50),
  /** Unified social credit code: 18 characters of digits and capitals. */
  CreditCode: patternText(/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/, 'creditCode'),
  ContactName: requiredText(20),
  ContactPhone: contactPhoneField,
});

/** POST /baseapi/api/UserCenterApi/QueryIdentityOptions */
export const queryIdentityOptions = defineCall(
  '/api/UserCenterApi/QueryIdentityOptions',
  z.object({}),
  list(identityOptionSchema),
  { auth: 'required' },
);
/** POST /baseapi/api/UserCenterApi/AddBusinessIdentity: answers the new identity, State 0 (applying). */
export const addBusinessIdentity = defineCall(
  '/api/UserCenterApi/AddBusinessIdentity',
  addBusinessIdentityRequestSchema,
  userIdentitySchema,
  { auth: 'required' },
);
