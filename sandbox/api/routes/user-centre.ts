import { randomUUID } from 'node:crypto';
import { userCentreCalls as calls } from '@/lib/contract/user-centre';
import type { participationStates } from '@/lib/contract/user-centre/participation';
import { identitiesOf } from '../../db/accounts';
import type { Database } from '../../db/database';
import { hashPassword, verifyPassword } from '../../db/passwords';
import { readUserDetail } from '../../db/user-centre';
import { formatTime } from '../../db/seed/portal-time';
import { ApiError } from '../../http/respond';
import { callPath } from '../paths';
import { defineRoute, type Route } from '../route';

/** The code every SendVerifyCode "sends" in the sandbox. */
export const SANDBOX_VERIFY_CODE = '123456';

const now = () => formatTime(new Date());
const page = (request: { PageIndex: number; PageSize: number }) => ({
  limit: request.PageSize,
  offset: (request.PageIndex - 1) * request.PageSize,
});
const count = (db: Database, sql: string, params: object) =>
  (db.prepare(`SELECT COUNT(*) AS n ${sql}`).get(params) as { n: number }).n;

function checkCode(code: string) {
  if (code !== SANDBOX_VERIFY_CODE) throw new ApiError('验证码错误或已过期');
}

/** Default property-rights wording (SPEC §1) of the identities a user may apply for (SPEC §6). */
const identityOptions = [
  ['Buyer', '受让方'],
  ['Saler', '转让方'],
  ['3Th', '拍卖机构'],
  ['AgentOrg', '代理机构'],
  ['Company', '企业'],
  ['Stock', '股东'],
  ['Supplier', '供应商'],
] as const;

function heldIdentities(db: Database, userId: string): Set<string> {
  const applied = db.prepare('SELECT identity FROM identity_applications WHERE user_id = ?').all(userId) as {
    identity: string;
  }[];
  return new Set([
    ...identitiesOf(db, userId).map((row) => row.identity),
    ...applied.map((row) => row.identity),
  ]);
}

type ParticipationRow = {
  id: string;
  annc_id: string;
  project_code: string;
  project_name: string;
  org_name: string;
  apply_time: string;
  state: (typeof participationStates)[number];
  deposit: number;
  bid_start_time: string | null;
  bid_end_time: string | null;
  final_price: number | null;
};
const participationItem = (row: ParticipationRow) => ({
  Id: row.id,
  AnncId: row.annc_id,
  ProjectCode: row.project_code,
  ProjectName: row.project_name,
  ApplyTime: row.apply_time,
  State: row.state,
  Deposit: row.deposit,
});

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

type ProjectRow = {
  id: string;
  code: string;
  name: string;
  listing_price: number;
  state: string;
  create_time: string;
};
const projectItem = (row: ProjectRow) => ({
  Id: row.id,
  ProjectCode: row.code,
  ProjectName: row.name,
  ListingPrice: row.listing_price,
  State: row.state as 'Draft',
  CreateTime: row.create_time,
});

const accountRoutes = [
  defineRoute({
    method: 'POST',
    path: callPath(calls.getUserDetail),
    auth: 'required',
    data: calls.getUserDetail.data,
    handle: ({ db, account }) => readUserDetail(db, account!.id),
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.sendVerifyCode),
    auth: 'required',
    body: calls.sendVerifyCode.request,
    data: calls.sendVerifyCode.data,
    handle: () => ({ Sent: true as const, ExpiresIn: 300 }),
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.bindPhone),
    auth: 'required',
    body: calls.bindPhone.request,
    data: calls.bindPhone.data,
    handle({ db, body, account }) {
      checkCode(body.Code);
      db.prepare('UPDATE users SET mobile = ? WHERE id = ?').run(body.Mobile, account!.id);
      return readUserDetail(db, account!.id);
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.bindEmail),
    auth: 'required',
    body: calls.bindEmail.request,
    data: calls.bindEmail.data,
    handle({ db, body, account }) {
      checkCode(body.Code);
      db.prepare('UPDATE users SET email = ? WHERE id = ?').run(body.Email, account!.id);
      return readUserDetail(db, account!.id);
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.submitRealName),
    auth: 'required',
    body: calls.submitRealName.request,
    data: calls.submitRealName.data,
    handle({ db, body, account }) {
      db.prepare(
        'UPDATE user_profiles SET real_name = ?, id_card_no = ?, is_real_name_authed = 1 WHERE user_id = ?',
      ).run(body.RealName, body.IdCardNo.toUpperCase(), account!.id);
      return readUserDetail(db, account!.id);
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.changePassword),
    auth: 'required',
    body: calls.changePassword.request,
    data: calls.changePassword.data,
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
  defineRoute({
    method: 'POST',
    path: callPath(calls.changeUserName),
    auth: 'required',
    body: calls.changeUserName.request,
    data: calls.changeUserName.data,
    handle({ db, body, account }) {
      const taken = db
        .prepare('SELECT 1 FROM users WHERE user_name = ? AND id <> ?')
        .get(body.UserName, account!.id);
      if (taken) throw new ApiError('用户名已被使用');
      db.prepare('UPDATE users SET user_name = ? WHERE id = ?').run(body.UserName, account!.id);
      return readUserDetail(db, account!.id);
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.queryIdentityOptions),
    auth: 'required',
    data: calls.queryIdentityOptions.data,
    handle({ db, account }) {
      const held = heldIdentities(db, account!.id);
      return identityOptions.map(([identity, name]) => ({
        Identity: identity,
        IdentityName: name,
        Held: held.has(identity),
      }));
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.addBusinessIdentity),
    auth: 'required',
    body: calls.addBusinessIdentity.request,
    data: calls.addBusinessIdentity.data,
    handle({ db, body, account }) {
      const option = identityOptions.find(([identity]) => identity === body.Identity);
      if (!option) throw new ApiError('不支持申请该身份');
      if (heldIdentities(db, account!.id).has(body.Identity)) throw new ApiError('您已拥有或已申请该身份');
      const id = randomUUID();
      db.prepare(
        `INSERT INTO identity_applications (id, user_id, identity, identity_name, org_name, credit_code, contact_name,
           contact_phone, state, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
      ).run(
        id,
        account!.id,
        body.Identity,
        option[1],
        body.OrgName,
        body.CreditCode,
        body.ContactName,
        body.ContactPhone,
        now(),
      );
      return { IdentityId: id, Identity: body.Identity, IdentityName: option[1], IsAuthed: false, State: 0 };
    },
  }),
];

const buyerRoutes = [
  defineRoute({
    method: 'POST',
    path: callPath(calls.getSimulate),
    auth: 'required',
    data: calls.getSimulate.data,
    handle({ db, account }) {
      const row = db.prepare('SELECT * FROM simulate_settings WHERE user_id = ?').get(account!.id) as
        { start_price: number; increment: number; duration_minutes: number; update_time: string } | undefined;
      return row
        ? {
            StartPrice: row.start_price,
            Increment: row.increment,
            DurationMinutes: row.duration_minutes,
            UpdateTime: row.update_time,
          }
        : null;
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.setSimulate),
    auth: 'required',
    body: calls.setSimulate.request,
    data: calls.setSimulate.data,
    handle({ db, body, account }) {
      const time = now();
      db.prepare(
        `INSERT INTO simulate_settings (user_id, start_price, increment, duration_minutes, update_time) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET start_price = excluded.start_price, increment = excluded.increment,
           duration_minutes = excluded.duration_minutes, update_time = excluded.update_time`,
      ).run(account!.id, body.StartPrice, body.Increment, body.DurationMinutes, time);
      return { ...body, UpdateTime: time };
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.queryMyParticipation),
    auth: 'required',
    body: calls.queryMyParticipation.request,
    data: calls.queryMyParticipation.data,
    handle({ db, body, account, headers }) {
      // Each platform lists its own applications (a lease application is not a property-rights one).
      const params = { user: account!.id, state: body.State, platform: headers.platformId, ...page(body) };
      const sql =
        'FROM participations WHERE user_id = @user AND (@state IS NULL OR state = @state) AND (@platform IS NULL OR platform_id = @platform)';
      const rows = db
        .prepare(`SELECT * ${sql} ORDER BY apply_time DESC LIMIT @limit OFFSET @offset`)
        .all(params) as ParticipationRow[];
      return { Total: count(db, sql, params), Items: rows.map(participationItem) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.getMyParticipationDetail),
    auth: 'required',
    body: calls.getMyParticipationDetail.request,
    data: calls.getMyParticipationDetail.data,
    handle({ db, body, account }) {
      const row = db
        .prepare('SELECT * FROM participations WHERE id = ? AND user_id = ?')
        .get(body.Id, account!.id) as ParticipationRow | undefined;
      if (!row) throw new ApiError('参与记录不存在');
      const reviewed = row.state !== 'Applied';
      const bidden = row.state === 'BidSuccess' || row.state === 'BidFailed';
      return {
        ...participationItem(row),
        OrgName: row.org_name,
        BidStartTime: row.bid_start_time,
        BidEndTime: row.bid_end_time,
        FinalPrice: row.final_price,
        Steps: [
          { Name: '报名', Time: row.apply_time, Done: true },
          {
            Name: row.state === 'Rejected' ? '审核未通过' : '资格审核',
            Time: reviewed ? row.apply_time : null,
            Done: reviewed,
          },
          { Name: '竞价', Time: row.bid_start_time, Done: bidden },
          { Name: row.state === 'BidSuccess' ? '成交' : '结果', Time: row.bid_end_time, Done: bidden },
        ],
      };
    },
  }),
];

const memberRoutes = [
  defineRoute({
    method: 'POST',
    path: callPath(calls.queryBankAccounts),
    auth: 'required',
    data: calls.queryBankAccounts.data,
    handle: ({ db, account }) =>
      (
        db
          .prepare('SELECT * FROM bank_accounts WHERE user_id = ? ORDER BY is_default DESC, position')
          .all(account!.id) as BankRow[]
      ).map(bankItem),
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.addBankAccount),
    auth: 'required',
    body: calls.addBankAccount.request,
    data: calls.addBankAccount.data,
    handle({ db, body, account }) {
      const id = randomUUID();
      db.transaction(() => {
        if (body.IsDefault)
          db.prepare('UPDATE bank_accounts SET is_default = 0 WHERE user_id = ?').run(account!.id);
        const next = (
          db
            .prepare('SELECT COALESCE(MAX(position), 0) + 1 AS n FROM bank_accounts WHERE user_id = ?')
            .get(account!.id) as {
            n: number;
          }
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
  defineRoute({
    method: 'POST',
    path: callPath(calls.updateBankAccount),
    auth: 'required',
    body: calls.updateBankAccount.request,
    data: calls.updateBankAccount.data,
    handle({ db, body, account }) {
      readBank(db, account!.id, body.Id);
      db.transaction(() => {
        if (body.IsDefault)
          db.prepare('UPDATE bank_accounts SET is_default = 0 WHERE user_id = ?').run(account!.id);
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
  defineRoute({
    method: 'POST',
    path: callPath(calls.removeBankAccount),
    auth: 'required',
    body: calls.removeBankAccount.request,
    data: calls.removeBankAccount.data,
    handle({ db, body, account }) {
      readBank(db, account!.id, body.Id);
      db.prepare('DELETE FROM bank_accounts WHERE id = ?').run(body.Id);
      return { Done: true as const };
    },
  }),
];

const sellerRoutes = [
  defineRoute({
    method: 'POST',
    path: callPath(calls.queryMyProjects),
    auth: 'required',
    body: calls.queryMyProjects.request,
    data: calls.queryMyProjects.data,
    handle({ db, body, account }) {
      const params = { user: account!.id, ...page(body) };
      const sql = 'FROM seller_projects WHERE user_id = @user';
      const rows = db
        .prepare(`SELECT * ${sql} ORDER BY create_time DESC LIMIT @limit OFFSET @offset`)
        .all(params) as ProjectRow[];
      return { Total: count(db, sql, params), Items: rows.map(projectItem) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.saveProjectBaseInfo),
    auth: 'required',
    body: calls.saveProjectBaseInfo.request,
    data: calls.saveProjectBaseInfo.data,
    handle({ db, body, account }) {
      if (!account!.isSaler) throw new ApiError('您不是转让方用户，请确认您的身份!');
      const id = randomUUID();
      const total = count(db, 'FROM seller_projects', {});
      db.prepare(
        `INSERT INTO seller_projects (id, user_id, code, name, listing_price, state, location, description, contact_name,
           contact_phone, create_time) VALUES (?, ?, ?, ?, ?, 'Draft', ?, ?, ?, ?, ?)`,
      ).run(
        id,
        account!.id,
        `HN-GQ-2026-${String(9000 + total).padStart(4, '0')}`,
        body.ProjectName,
        body.ListingPrice,
        body.Location,
        body.Description,
        body.ContactName,
        body.ContactPhone,
        now(),
      );
      return projectItem(db.prepare('SELECT * FROM seller_projects WHERE id = ?').get(id) as ProjectRow);
    },
  }),
];

/** One of the seller's own projects; a draft only when `draft` says so (review and listing fix it). */
function readProject(db: Database, userId: string, id: string, draft: boolean) {
  const row = db.prepare('SELECT * FROM seller_projects WHERE id = ? AND user_id = ?').get(id, userId) as
    | (ProjectRow & { location: string; description: string; contact_name: string; contact_phone: string })
    | undefined;
  if (!row) throw new ApiError('项目不存在');
  if (draft && row.state !== 'Draft') throw new ApiError('只有草稿状态的项目可以修改、提交或删除');
  return row;
}

const draftRoutes = [
  defineRoute({
    method: 'POST',
    path: callPath(calls.getProjectDetail),
    auth: 'required',
    body: calls.getProjectDetail.request,
    data: calls.getProjectDetail.data,
    handle({ db, body, account }) {
      const row = readProject(db, account!.id, body.Id, false);
      return {
        ...projectItem(row),
        Location: row.location,
        Description: row.description,
        ContactName: row.contact_name,
        ContactPhone: row.contact_phone,
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.updateProjectBaseInfo),
    auth: 'required',
    body: calls.updateProjectBaseInfo.request,
    data: calls.updateProjectBaseInfo.data,
    handle({ db, body, account }) {
      readProject(db, account!.id, body.Id, true);
      db.prepare(
        `UPDATE seller_projects SET name = ?, listing_price = ?, location = ?, description = ?, contact_name = ?,
           contact_phone = ? WHERE id = ?`,
      ).run(
        body.ProjectName,
        body.ListingPrice,
        body.Location,
        body.Description,
        body.ContactName,
        body.ContactPhone,
        body.Id,
      );
      return projectItem(readProject(db, account!.id, body.Id, false));
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.submitProjectReview),
    auth: 'required',
    body: calls.submitProjectReview.request,
    data: calls.submitProjectReview.data,
    handle({ db, body, account }) {
      readProject(db, account!.id, body.Id, true);
      db.prepare("UPDATE seller_projects SET state = 'Reviewing' WHERE id = ?").run(body.Id);
      return projectItem(readProject(db, account!.id, body.Id, false));
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.removeProject),
    auth: 'required',
    body: calls.removeProject.request,
    data: calls.removeProject.data,
    handle({ db, body, account }) {
      readProject(db, account!.id, body.Id, true);
      db.prepare('DELETE FROM seller_projects WHERE id = ?').run(body.Id);
      return { Done: true as const };
    },
  }),
];

const settlementRoutes = [
  defineRoute({
    method: 'POST',
    path: callPath(calls.queryOrders),
    auth: 'required',
    body: calls.queryOrders.request,
    data: calls.queryOrders.data,
    handle({ db, body, account }) {
      const params = {
        user: account!.id,
        no: body.OrderNo ? `%${body.OrderNo}%` : null,
        state: body.State,
        start: body.StartDate,
        end: body.EndDate ? `${body.EndDate} 23:59:59` : null,
        ...page(body),
      };
      const sql = `FROM orders WHERE user_id = @user AND (@no IS NULL OR order_no LIKE @no)
        AND (@state IS NULL OR state = @state) AND (@start IS NULL OR create_time >= @start)
        AND (@end IS NULL OR create_time <= @end)`;
      const rows = db
        .prepare(`SELECT * ${sql} ORDER BY create_time DESC LIMIT @limit OFFSET @offset`)
        .all(params) as {
        order_no: string;
        project_name: string;
        kind: 'Deposit';
        amount: number;
        state: 'Paid';
        create_time: string;
        pay_time: string | null;
      }[];
      return {
        Total: count(db, sql, params),
        Items: rows.map((row) => ({
          OrderNo: row.order_no,
          ProjectName: row.project_name,
          Kind: row.kind,
          Amount: row.amount,
          State: row.state,
          CreateTime: row.create_time,
          PayTime: row.pay_time,
        })),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.querySettlements),
    auth: 'required',
    body: calls.querySettlements.request,
    data: calls.querySettlements.data,
    handle({ db, body, account }) {
      const params = { user: account!.id, ...page(body) };
      const sql = 'FROM settlements WHERE user_id = @user';
      const totals = db
        .prepare(`SELECT COALESCE(SUM(deal_price), 0) AS deal, COALESCE(SUM(service_fee), 0) AS fee ${sql}`)
        .get(params) as { deal: number; fee: number };
      const rows = db.prepare(`SELECT * ${sql} ORDER BY id LIMIT @limit OFFSET @offset`).all(params) as {
        id: string;
        project_name: string;
        deal_price: number;
        service_fee: number;
        state: 'Settled';
        settle_time: string | null;
      }[];
      return {
        Total: count(db, sql, params),
        TotalDeal: Math.round(totals.deal * 100) / 100,
        TotalFee: Math.round(totals.fee * 100) / 100,
        Items: rows.map((row) => ({
          Id: row.id,
          ProjectName: row.project_name,
          DealPrice: row.deal_price,
          ServiceFee: row.service_fee,
          State: row.state,
          SettleTime: row.settle_time,
        })),
      };
    },
  }),
];

const noticeRoutes = [
  defineRoute({
    method: 'POST',
    path: callPath(calls.queryMyNotices),
    auth: 'required',
    body: calls.queryMyNotices.request,
    data: calls.queryMyNotices.data,
    handle({ db, body, account }) {
      const params = { user: account!.id, ...page(body) };
      const sql = 'FROM user_notices WHERE user_id = @user';
      const rows = db
        .prepare(`SELECT * ${sql} ORDER BY send_time DESC LIMIT @limit OFFSET @offset`)
        .all(params) as {
        id: string;
        title: string;
        content: string;
        is_read: number;
        send_time: string;
      }[];
      return {
        Total: count(db, sql, params),
        Unread: count(db, `${sql} AND is_read = 0`, params),
        Items: rows.map((row) => ({
          Id: row.id,
          Title: row.title,
          Content: row.content,
          IsRead: row.is_read === 1,
          SendTime: row.send_time,
        })),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.markNoticeRead),
    auth: 'required',
    body: calls.markNoticeRead.request,
    data: calls.markNoticeRead.data,
    handle({ db, body, account }) {
      db.prepare('UPDATE user_notices SET is_read = 1 WHERE id = ? AND user_id = ?').run(
        body.Id,
        account!.id,
      );
      return { Done: true as const };
    },
  }),
];

/** Every user-centre call of lib/api/user-centre, over the user's own records. */
export const userCentreRoutes: Route[] = [
  ...accountRoutes,
  ...buyerRoutes,
  ...memberRoutes,
  ...sellerRoutes,
  ...draftRoutes,
  ...settlementRoutes,
  ...noticeRoutes,
];
