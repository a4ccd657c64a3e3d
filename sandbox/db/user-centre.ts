import type { z } from 'zod';
import type { userDetailSchema } from '@/lib/contract/user-centre/user-detail';
import { findAccountById, identitiesOf } from './accounts';
import type { Database } from './database';

/** Only the first and last four characters of an identity-card number ever leave the sandbox. */
export function maskIdCard(value: string | null): string | null {
  if (!value) return null;
  return `${value.slice(0, 4)}${'*'.repeat(Math.max(0, value.length - 8))}${value.slice(-4)}`;
}

type ProfileRow = {
  real_name: string | null;
  id_card_no: string | null;
  is_real_name_authed: number;
  member_name: string | null;
  register_time: string;
  last_login_time: string | null;
};

type ApplicationRow = { id: string; identity: string; identity_name: string; state: number };

/** The user's own record as GetUserDetail answers it: account, profile, identities and applications. */
export function readUserDetail(db: Database, userId: string): z.input<typeof userDetailSchema> {
  const account = findAccountById(db, userId);
  if (!account) throw new Error(`no account ${userId}`);
  const profile = db.prepare('SELECT * FROM user_profiles WHERE user_id = ?').get(userId) as
    ProfileRow | undefined;
  const applications = db
    .prepare(
      'SELECT id, identity, identity_name, state FROM identity_applications WHERE user_id = ? ORDER BY created_at',
    )
    .all(userId) as ApplicationRow[];
  return {
    UserId: account.id,
    UserName: account.userName,
    UserMobile: account.mobile,
    Email: account.email,
    RealName: profile?.real_name ?? null,
    IdCardNo: maskIdCard(profile?.id_card_no ?? null),
    IsRealNameAuthed: profile?.is_real_name_authed === 1,
    MemberId: account.memberId,
    MemberName: profile?.member_name ?? null,
    IsSaler: account.isSaler,
    RegisterTime: profile?.register_time ?? '2026-01-01 00:00:00',
    LastLoginTime: profile?.last_login_time ?? null,
    Identities: [
      ...identitiesOf(db, userId).map((identity) => ({
        IdentityId: identity.id,
        Identity: identity.identity as never,
        IdentityName: identity.identityName,
        IsAuthed: identity.isAuthed,
        State: identity.state,
      })),
      ...applications.map((row) => ({
        IdentityId: row.id,
        Identity: row.identity as never,
        IdentityName: row.identity_name,
        IsAuthed: false,
        State: row.state,
      })),
    ],
  };
}
