import { z } from 'zod';
import { doneSchema, err, idField, userCentreCall } from './call';

export const bankAccountSchema = z.object({
  Id: z.string(),
  AccountName: z.string(),
  AccountNo: z.string(),
  BankName: z.string(),
  BranchName: z.string(),
  IsDefault: z.boolean(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankAccountFormSchema = z.object({
  AccountName: z.string().trim().min(1, err('required')).max(50, err('tooLong')),
  AccountNo: z
    .string()
    .trim()
    .regex(/^\d{8,30}$/, err('accountNo')),
  BankName: z.string().trim().min(1, err('required')).max(50, err('tooLong')),
  BranchName: z.string().trim().min(1, err('required')).max(80, err('tooLong')),
  IsDefault: z.boolean().default(false),
});
export type BankAccountForm = z.input<typeof bankAccountFormSchema>;

/** POST /baseapi/api/MemberApi/QueryBankAccounts: the member's accounts, default first. */
export const queryBankAccounts = userCentreCall(
  '/api/MemberApi/QueryBankAccounts',
  z.object({}),
  z.array(bankAccountSchema),
);
/** POST /baseapi/api/MemberApi/AddBankAccount: a new default account unsets the old default. */
export const addBankAccount = userCentreCall(
  '/api/MemberApi/AddBankAccount',
  bankAccountFormSchema,
  bankAccountSchema,
);
/** POST /baseapi/api/MemberApi/UpdateBankAccount */
export const updateBankAccount = userCentreCall(
  '/api/MemberApi/UpdateBankAccount',
  bankAccountFormSchema.extend({ Id: idField }),
  bankAccountSchema,
);
/** POST /baseapi/api/MemberApi/RemoveBankAccount */
export const removeBankAccount = userCentreCall(
  '/api/MemberApi/RemoveBankAccount',
  z.object({ Id: idField }),
  doneSchema,
);
