'use client';

import { toast } from '@/components/feedback/toast';
import { useTranslations } from '@/components/i18n/use-translations';
import type { BankAccount } from '@/lib/contract/user-centre/bank-accounts';
import { useAction } from '@/lib/api/use-call';
import { TextField } from '@/components/ui/field';
import { SubmitRow } from '@/components/ui/submit-row';
import { useForm } from '@/components/ui/use-form';
import { userCentreCall } from '@/lib/api/call-ref';
import { lazySchema } from '@/lib/input/lazy-schema';

const bankAccountFormSchema = lazySchema(() =>
  import('@/lib/contract/user-centre/bank-accounts').then((module) => module.bankAccountFormSchema),
);

const addBankAccount = userCentreCall('addBankAccount');
const queryBankAccounts = userCentreCall('queryBankAccounts');
const updateBankAccount = userCentreCall('updateBankAccount');

type Props = { account: BankAccount | null; onDone: () => void; onCancel: () => void };

/** Adds a bank account, or edits the one given. */
export function BankAccountForm({ account, onDone, onCancel }: Props) {
  const t = useTranslations('userCentre.bank');
  const common = useTranslations('userCentre.common');
  const run = useAction();
  const form = useForm(bankAccountFormSchema, {
    AccountName: account?.AccountName ?? '',
    AccountNo: account?.AccountNo ?? '',
    BankName: account?.BankName ?? '',
    BranchName: account?.BranchName ?? '',
    IsDefault: account?.IsDefault ?? false,
  });
  const onSubmit = form.submit(async (values) => {
    if (account) await run(updateBankAccount, { ...values, Id: account.Id }, [queryBankAccounts]);
    else await run(addBankAccount, values, [queryBankAccounts]);
    toast.success(common('saved'));
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate data-testid="bank-account-form">
      <TextField form={form} name="AccountName" label={t('accountName')} />
      <TextField form={form} name="AccountNo" label={t('accountNo')} />
      <TextField form={form} name="BankName" label={t('bankName')} />
      <TextField form={form} name="BranchName" label={t('branchName')} />
      <div className="mb-4 md:pl-[152px] text-sm">
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            checked={form.values.IsDefault}
            onChange={(e) => form.set('IsDefault', e.target.checked)}
          />
          {t('isDefault')}
        </label>
      </div>
      <SubmitRow busy={form.busy} label="save">
        <button type="button" className="rounded border border-line px-5 py-2 text-sm" onClick={onCancel}>
          {common('cancel')}
        </button>
      </SubmitRow>
    </form>
  );
}
