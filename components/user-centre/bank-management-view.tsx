'use client';

import { useState } from 'react';
import { toast } from '@/components/feedback/toast';
import { useTranslations } from '@/components/i18n/use-translations';
import { type BankAccount } from '@/lib/contract/user-centre/bank-accounts';
import { useAction, useCall } from '@/lib/api/use-call';
import { BankAccountForm } from './bank-account-form';
import { DataTable } from './data-table';
import { buttonClass, linkButtonClass } from '@/components/ui/field';
import { LoadState } from '@/components/ui/load-state';
import { Modal } from '@/components/ui/modal';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { maskAccountNo } from '@/lib/user-centre/format';
import { PageHeading } from './page-heading';
import { reportFailure } from '@/components/feedback/report-failure';
import { userCentreCall } from '@/lib/api/call-ref';

const queryBankAccounts = userCentreCall('queryBankAccounts');
const removeBankAccount = userCentreCall('removeBankAccount');

type Editing = { account: BankAccount | null } | null;

/** Bank management: the member's settlement accounts; add, edit, remove. */
export function BankManagementView() {
  const t = useTranslations('userCentre.bank');
  const common = useTranslations('userCentre.common');
  const list = useCall(queryBankAccounts);
  const run = useAction();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<BankAccount | null>(null);

  const remove = async (account: BankAccount) => {
    try {
      await run(removeBankAccount, { Id: account.Id }, [queryBankAccounts]);
      toast.success(common('removed'));
      setRemoving(null);
    } catch (error) {
      reportFailure(error);
    }
  };

  return (
    <div data-testid="bank-management">
      <PageHeading title={t('title')}>
        <button type="button" className={buttonClass} onClick={() => setEditing({ account: null })}>
          {t('add')}
        </button>
      </PageHeading>
      <LoadState query={list} look="panel">
        {(accounts) => (
          <DataTable
            rows={accounts}
            rowKey={(row) => row.Id}
            empty={t('empty')}
            columns={[
              { key: 'name', title: t('accountName'), render: (row) => row.AccountName },
              { key: 'no', title: t('accountNo'), render: (row) => maskAccountNo(row.AccountNo) },
              { key: 'bank', title: t('bankName'), render: (row) => row.BankName },
              { key: 'branch', title: t('branchName'), render: (row) => row.BranchName },
              { key: 'default', title: t('default'), render: (row) => (row.IsDefault ? '✓' : '') },
              {
                key: 'actions',
                title: common('operate'),
                render: (row) => (
                  <span className="flex gap-3">
                    <button
                      type="button"
                      className={linkButtonClass}
                      onClick={() => setEditing({ account: row })}
                    >
                      {common('edit')}
                    </button>
                    <button type="button" className={linkButtonClass} onClick={() => setRemoving(row)}>
                      {common('remove')}
                    </button>
                  </span>
                ),
              },
            ]}
          />
        )}
      </LoadState>
      <Modal
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={editing?.account ? t('editTitle') : t('addTitle')}
      >
        {editing ? (
          <BankAccountForm
            account={editing.account}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      <ConfirmModal
        open={removing !== null}
        title={t('removeTitle')}
        text={t('confirmRemove', { accountNo: maskAccountNo(removing?.AccountNo ?? '') })}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
      />
    </div>
  );
}
