import * as z from 'zod/mini';
import { flag, id, list, text } from '../fields';
import { defineCall, doneSchema, requestId } from '../call';
import { accountNoField, requiredText } from '../form-rules';

export const bankAccountSchema = z.object({
  Id: id,
  AccountName: text,
  AccountNo: text,
  BankName: text,
  BranchName: text,
  IsDefault: flag(false),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

const bankAccountFormShape = {
  AccountName: requiredText(50),
  AccountNo: accountNoField,
  BankName: requiredText(50),
  BranchName: requiredText(80),
  IsDefault: z._default(z.boolean(), false),
};
export const bankAccountFormSchema = z.object(bankAccountFormShape);
export type BankAccountForm = z.input<typeof bankAccountFormSchema>;

/** POST /baseapi/api/MemberApi/QueryBankAccounts: the member's accounts, default first. */
export const queryBankAccounts = defineCall(
  '/api/MemberApi/QueryBankAccounts',
  z.object({}),
  list(bankAccountSchema),
  { auth: 'required' },
);
/** POST /baseapi/api/MemberApi/AddBankAccount: a new default account unsets the old default. */
export const addBankAccount = defineCall(
  '/api/MemberApi/AddBankAccount',
  bankAccountFormSchema,
  bankAccountSchema,
  { auth: 'required' },
);
/** POST /baseapi/api/MemberApi/UpdateBankAccount */
export const updateBankAccount = defineCall(
  '/api/MemberApi/UpdateBankAccount',
  z.object({ ...bankAccountFormShape, Id: requestId }),
  bankAccountSchema,
  { auth: 'required' },
);
/** POST /baseapi/api/MemberApi/RemoveBankAccount */
export const removeBankAccount = defineCall(
  '/api/MemberApi/RemoveBankAccount',
  z.object({ Id: requestId }),
  doneSchema,
  { auth: 'required' },
);
