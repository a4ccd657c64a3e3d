import { randomUUID } from 'node:crypto';
import { userCentreCalls as calls } from '@/lib/contract/user-centre';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../http/respond';
import { callRoute } from '../../route';

type BankRow = {
  id: string;
  account_name: string;
  account_no: string;
  bank_name: string;
  branch_name: string;
  is_default: number;
};
const bankItem = (row: BankRow) => ({
  Id: row.id,
  AccountName: row.account_name,
  AccountNo: row.account_no,
  BankName: row.bank_name,
  BranchName: row.branch_name,
  IsDefault: row.is_default === 1,
});

function readBank(db: Database, userId: string, id: string) {
  const row = db.prepare('SELECT * FROM bank_accounts WHERE id = ? AND user_id = ?').get(id, userId) as
    BankRow | undefined;
  if (!row) throw new ApiError('银行账户不存在');
  return bankItem(row);
}

/** A user has one default account at most: a new default takes the mark from the old one. */
function clearDefault(db: Database, userId: string, isDefault: boolean) {
  if (isDefault) db.prepare('UPDATE bank_accounts SET is_default = 0 WHERE user_id = ?').run(userId);
}

/** 银行管理: the user's bank accounts, the default first. */
export const bankAccountRoutes = [
  callRoute(calls.queryBankAccounts, {
    handle: ({ db, account }) =>
      (
        db
          .prepare('SELECT * FROM bank_accounts WHERE user_id = ? ORDER BY is_default DESC, position')
          .all(account!.id) as BankRow[]
      ).map(bankItem),
  }),
  callRoute(calls.addBankAccount, {
    handle({ db, body, account }) {
      const id = randomUUID();
      db.transaction(() => {
        clearDefault(db, account!.id, body.IsDefault);
        const next = (
          db
            .prepare('SELECT COALESCE(MAX(position), 0) + 1 AS n FROM bank_accounts WHERE user_id = ?')
            .get(account!.id) as { n: number }
        ).n;
        db.prepare(
          'INSERT INTO bank_accounts (id, user_id, account_name, account_no, bank_name, branch_name, is_default, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        ).run(
          id,
          account!.id,
          body.AccountName,
          body.AccountNo,
          body.BankName,
          body.BranchName,
          body.IsDefault ? 1 : 0,
          next,
        );
      })();
      return readBank(db, account!.id, id);
    },
  }),
  callRoute(calls.updateBankAccount, {
    handle({ db, body, account }) {
      readBank(db, account!.id, body.Id);
      db.transaction(() => {
        clearDefault(db, account!.id, body.IsDefault);
        db.prepare(
          'UPDATE bank_accounts SET account_name = ?, account_no = ?, bank_name = ?, branch_name = ?, is_default = ? WHERE id = ?',
        ).run(
          body.AccountName,
          body.AccountNo,
          body.BankName,
          body.BranchName,
          body.IsDefault ? 1 : 0,
          body.Id,
        );
      })();
      return readBank(db, account!.id, body.Id);
    },
  }),
  callRoute(calls.removeBankAccount, {
    handle({ db, body, account }) {
      readBank(db, account!.id, body.Id);
      db.prepare('DELETE FROM bank_accounts WHERE id = ?').run(body.Id);
      return { Done: true as const };
    },
  }),
];
