import { userCentreCalls as calls } from '@/lib/contract/user-centre';
import type { Database } from '../../../db/database';
import { hashPassword, verifyPassword } from '../../../db/passwords';
import { readUserDetail } from '../../../db/user-centre';
import { ApiError } from '../../../http/respond';
import { callRoute } from '../../route';

/** The code every SendVerifyCode "sends" in the sandbox. */
export const SANDBOX_VERIFY_CODE = '123456';

/** Binds a verified phone or email: the code must be the one "sent", then the detail shows it. */
function bindContact(db: Database, userId: string, column: 'mobile' | 'email', value: string, code: string) {
  if (code !== SANDBOX_VERIFY_CODE) throw new ApiError('验证码错误或已过期');
  db.prepare(`UPDATE users SET ${column} = ? WHERE id = ?`).run(value, userId);
  return readUserDetail(db, userId);
}

/** 账号设置: the user's detail and the changes the account pages make to it. */
export const accountSettingsRoutes = [
  callRoute(calls.getUserDetail, {
    handle: ({ db, account }) => readUserDetail(db, account!.id),
  }),
  callRoute(calls.sendVerifyCode, {
    handle: () => ({ Sent: true as const, ExpiresIn: 300 }),
  }),
  callRoute(calls.bindPhone, {
    handle: ({ db, body, account }) => bindContact(db, account!.id, 'mobile', body.Mobile, body.Code),
  }),
  callRoute(calls.bindEmail, {
    handle: ({ db, body, account }) => bindContact(db, account!.id, 'email', body.Email, body.Code),
  }),
  callRoute(calls.submitRealName, {
    handle({ db, body, account }) {
      db.prepare(
        'UPDATE user_profiles SET real_name = ?, id_card_no = ?, is_real_name_authed = 1 WHERE user_id = ?',
      ).run(body.RealName, body.IdCardNo.toUpperCase(), account!.id);
      return readUserDetail(db, account!.id);
    },
  }),
  callRoute(calls.changePassword, {
    handle({ db, body, account }) {
      const row = db.prepare('SELECT password_hash FROM users WHERE id = ?').get(account!.id) as {
        password_hash: string;
      };
      if (!verifyPassword(body.OldPassword, row.password_hash)) throw new ApiError('原密码错误');
      db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(
        hashPassword(body.NewPassword),
        account!.id,
      );
      return { Done: true as const };
    },
  }),
  callRoute(calls.changeUserName, {
    handle({ db, body, account }) {
      const taken = db
        .prepare('SELECT 1 FROM users WHERE user_name = ? AND id <> ?')
        .get(body.UserName, account!.id);
      if (taken) throw new ApiError('用户名已被使用');
      db.prepare('UPDATE users SET user_name = ? WHERE id = ?').run(body.UserName, account!.id);
      return readUserDetail(db, account!.id);
    },
  }),
];
