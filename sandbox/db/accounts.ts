import { z } from 'zod';
import type { Database } from './database';
import { hashPassword, verifyPassword } from './passwords';

const accountRowSchema = z.object({
  id: z.string(),
  account: z.string(),
  password_hash: z.string(),
  user_name: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  member_id: z.string().nullable(),
  member_type: z.number().nullable(),
  is_saler: z.number(),
  data_from: z.number().nullable(),
  is_show_mark: z.number(),
  mark_ids: z.string(),
  trading_org_id: z.string().nullable(),
  disabled: z.number(),
  note: z.string().nullable(),
});

export type Account = {
  id: string;
  account: string;
  userName: string | null;
  mobile: string | null;
  email: string | null;
  memberId: string | null;
  memberType: number | null;
  isSaler: boolean;
  dataFrom: number | null;
  isShowMark: boolean;
  markIds: string[];
  tradingOrgId: string | null;
  disabled: boolean;
  note: string | null;
};

function toAccount(raw: unknown): Account {
  const row = accountRowSchema.parse(raw);
  return {
    id: row.id,
    account: row.account,
    userName: row.user_name,
    mobile: row.mobile,
    email: row.email,
    memberId: row.member_id,
    memberType: row.member_type,
    isSaler: row.is_saler === 1,
    dataFrom: row.data_from,
    isShowMark: row.is_show_mark === 1,
    markIds: z.array(z.string()).parse(JSON.parse(row.mark_ids)),
    tradingOrgId: row.trading_org_id,
    disabled: row.disabled === 1,
    note: row.note,
  };
}

export function findAccountById(db: Database, id: string): Account | null {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id);
  return row ? toAccount(row) : null;
}

export function findAccountByName(db: Database, account: string): Account | null {
  const row = db.prepare('SELECT * FROM users WHERE account = ?').get(account);
  return row ? toAccount(row) : null;
}

export function listAccounts(db: Database): Account[] {
  return db.prepare('SELECT * FROM users ORDER BY created_at, account').all().map(toAccount);
}

export type LoginResult =
  { ok: true; account: Account } | { ok: false; reason: 'wrongCredentials' | 'disabled' };

/** Checks a login form; the reasons map to ErrorCode -10 and -11 of SPEC §8. */
export function checkLogin(db: Database, account: string, password: string): LoginResult {
  const row = db.prepare('SELECT * FROM users WHERE account = ?').get(account) as
    { password_hash: string } | undefined;
  if (!row || !verifyPassword(password, row.password_hash)) return { ok: false, reason: 'wrongCredentials' };
  const found = toAccount(row);
  if (found.disabled) return { ok: false, reason: 'disabled' };
  return { ok: true, account: found };
}

export type NewAccount = {
  id: string;
  account: string;
  password: string;
  passwordSalt?: string;
  userName?: string | null;
  mobile?: string | null;
  email?: string | null;
  memberId?: string | null;
  memberType?: number | null;
  isSaler?: boolean;
  dataFrom?: number | null;
  isShowMark?: boolean;
  markIds?: string[];
  tradingOrgId?: string | null;
  disabled?: boolean;
  note?: string | null;
  createdAt: string;
};

export function insertAccount(db: Database, input: NewAccount) {
  db.prepare(
    `INSERT INTO users (id, account, password_hash, user_name, mobile, email, member_id, member_type,
       is_saler, data_from, is_show_mark, mark_ids, trading_org_id, disabled, note, created_at)
     VALUES (@id, @account, @passwordHash, @userName, @mobile, @email, @memberId, @memberType,
       @isSaler, @dataFrom, @isShowMark, @markIds, @tradingOrgId, @disabled, @note, @createdAt)`,
  ).run({
    id: input.id,
    account: input.account,
    passwordHash: hashPassword(input.password, input.passwordSalt),
    userName: input.userName ?? null,
    mobile: input.mobile ?? null,
    email: input.email ?? null,
    memberId: input.memberId ?? null,
    memberType: input.memberType ?? null,
    isSaler: input.isSaler ? 1 : 0,
    dataFrom: input.dataFrom ?? null,
    isShowMark: input.isShowMark ? 1 : 0,
    markIds: JSON.stringify(input.markIds ?? []),
    tradingOrgId: input.tradingOrgId ?? null,
    disabled: input.disabled ? 1 : 0,
    note: input.note ?? null,
    createdAt: input.createdAt,
  });
}

export function setMarkIds(db: Database, userId: string, markIds: string[]) {
  db.prepare('UPDATE users SET mark_ids = ? WHERE id = ?').run(JSON.stringify(markIds), userId);
}

const identityRowSchema = z.object({
  id: z.string(),
  identity: z.string(),
  identity_name: z.string(),
  business_type_id: z.string().nullable(),
  is_authed: z.number(),
  state: z.number(),
});

export type AccountIdentity = {
  id: string;
  identity: string;
  identityName: string;
  businessTypeId: string | null;
  isAuthed: boolean;
  state: number;
};

export function identitiesOf(db: Database, userId: string): AccountIdentity[] {
  return db
    .prepare('SELECT * FROM identities WHERE user_id = ? ORDER BY position')
    .all(userId)
    .map((raw) => {
      const row = identityRowSchema.parse(raw);
      return {
        id: row.id,
        identity: row.identity,
        identityName: row.identity_name,
        businessTypeId: row.business_type_id,
        isAuthed: row.is_authed === 1,
        state: row.state,
      };
    });
}

export function insertIdentity(
  db: Database,
  userId: string,
  position: number,
  identity: Omit<AccountIdentity, 'state'> & { state?: number },
) {
  db.prepare(
    `INSERT INTO identities (id, user_id, identity, identity_name, business_type_id, is_authed, state, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    identity.id,
    userId,
    identity.identity,
    identity.identityName,
    identity.businessTypeId,
    identity.isAuthed ? 1 : 0,
    identity.state ?? 1,
    position,
  );
}
