import { listAccounts } from '../accounts';
import type { SeedModule } from './module';
import { orgNames, places, tradedThings } from './portal-words';
import { addHours, formatTime } from '../../centre-time';

const banks = ['中国工商银行', '中国建设银行', '中国农业银行', '中国银行', '交通银行', '中原银行'];
const participationStates = ['Applied', 'Approved', 'Rejected', 'BidSuccess', 'BidFailed'] as const;
const projectStates = ['Draft', 'Reviewing', 'Listed', 'Closed'] as const;
const orderKinds = ['Deposit', 'ServiceFee', 'Payment'] as const;
const orderStates = ['Unpaid', 'Paid', 'Refunded', 'Cancelled'] as const;
const noticeTitles = [
  ['报名审核通过', '您报名的项目已审核通过，请按时缴纳保证金并参加竞价。'],
  ['保证金到账提醒', '您缴纳的保证金已到账，可以参加竞价。'],
  ['竞价开始提醒', '您参与的项目将于明日 9:00 开始竞价，请提前登录竞价大厅。'],
  ['成交确认书已生成', '您竞得的项目成交确认书已生成，请在三个工作日内签署。'],
  ['系统维护通知', '交易系统将于本周六 22:00 至 24:00 进行维护，期间暂停服务。'],
  ['账户安全提醒', '您的账号在新设备上登录，如非本人操作请及时修改密码。'],
  ['结算完成通知', '您的项目结算已完成，款项将于三个工作日内到账。'],
];

const money = (value: number) => Math.round(value * 100) / 100;

/** Deterministic user-centre records for every demo account, favourites included. */
export const userCentreSeed: SeedModule = {
  name: 'user-centre',
  seed(db, { rng, clock }) {
    const announcements = db
      .prepare(
        "SELECT id, title, code FROM portal_announcements WHERE platform_id = 'AssetsCliectApp' AND org_id IS NULL ORDER BY seq LIMIT 40",
      )
      .all() as { id: string; title: string; code: string }[];
    const things = tradedThings.assets;
    const insert = {
      profile: db.prepare(
        'INSERT INTO user_profiles (user_id, real_name, id_card_no, is_real_name_authed, member_name, register_time, last_login_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      bank: db.prepare(
        'INSERT INTO bank_accounts (id, user_id, account_name, account_no, bank_name, branch_name, is_default, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      participation: db.prepare(
        `INSERT INTO participations (id, user_id, annc_id, project_code, project_name, org_name, apply_time, state, deposit,
           bid_start_time, bid_end_time, final_price) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      project: db.prepare(
        'INSERT INTO seller_projects (id, user_id, code, name, listing_price, state, location, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      order: db.prepare(
        'INSERT INTO orders (order_no, user_id, project_name, kind, amount, state, create_time, pay_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      settlement: db.prepare(
        'INSERT INTO settlements (id, user_id, project_name, deal_price, service_fee, state, settle_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      notice: db.prepare(
        'INSERT INTO user_notices (id, user_id, title, content, is_read, send_time) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      favourite: db.prepare(
        'INSERT OR IGNORE INTO favourites (account_id, annc_id, position) VALUES (?, ?, ?)',
      ),
    };
    const nextFavourite = () =>
      (db.prepare('SELECT COALESCE(MAX(position), 0) + 1 AS n FROM favourites').get() as { n: number }).n;

    listAccounts(db).forEach((account, accountIndex) => {
      const who = account.account;
      const name = account.userName ?? who;
      const at = (hours: number) => formatTime(addHours(clock, hours));
      insert.profile.run(
        account.id,
        null,
        null,
        0,
        account.memberId ? `${name}（会员）` : null,
        at(-24 * 400 - accountIndex),
        at(-2),
      );

      insert.bank.run(
        `${who}-bank-1`,
        account.id,
        name,
        `62220202001${String(accountIndex).padStart(5, '0')}01`,
        banks[0],
        '郑州金水支行',
        1,
        1,
      );
      insert.bank.run(
        `${who}-bank-2`,
        account.id,
        name,
        `62170000100${String(accountIndex).padStart(5, '0')}02`,
        rng.pick(banks.slice(1)),
        `${rng.pick(places)}分行营业部`,
        0,
        2,
      );

      for (let seq = 1; seq <= 14; seq += 1) {
        const annc = announcements[(seq + accountIndex) % Math.max(1, announcements.length)];
        const state = participationStates[seq % participationStates.length]!;
        const applied = -24 * (3 * seq + 1);
        const ended = state === 'BidSuccess' || state === 'BidFailed';
        const deposit = money(rng.int(1, 50) * 10000);
        insert.participation.run(
          `${who}-part-${String(seq).padStart(2, '0')}`,
          account.id,
          annc?.id ?? `assets-${seq}`,
          annc?.code ?? `HN-ZC-${seq}`,
          annc?.title ?? `${rng.pick(places)}${rng.pick(things)}转让`,
          rng.pick(orgNames),
          at(applied),
          state,
          deposit,
          state === 'Applied' || state === 'Rejected' ? null : at(applied + 72),
          ended ? at(applied + 74) : null,
          state === 'BidSuccess' ? money(deposit * 10 + rng.int(1, 99) * 1000) : null,
        );
      }

      for (let seq = 1; seq <= 5; seq += 1) {
        insert.project.run(
          `${who}-proj-${seq}`,
          account.id,
          `HN-GQ-2026-${String(accountIndex * 10 + seq).padStart(4, '0')}`,
          `${rng.pick(places)}${rng.pick(things)}转让项目`,
          money(rng.int(10, 900) * 10000),
          projectStates[seq % projectStates.length]!,
          rng.pick(places),
          at(-24 * 9 * seq),
        );
      }

      for (let seq = 1; seq <= 23; seq += 1) {
        const state = orderStates[seq % orderStates.length]!;
        const created = -24 * 2 * seq - seq;
        insert.order.run(
          `DD2026${String(accountIndex).padStart(2, '0')}${String(seq).padStart(4, '0')}`,
          account.id,
          `${rng.pick(places)}${rng.pick(things)}转让`,
          orderKinds[seq % orderKinds.length]!,
          money(rng.int(5, 5000) * 100 + rng.int(0, 99) / 100),
          state,
          at(created),
          state === 'Paid' || state === 'Refunded' ? at(created + 3) : null,
        );
      }

      for (let seq = 1; seq <= 6; seq += 1) {
        const deal = money(rng.int(20, 900) * 10000);
        const settled = seq % 3 !== 0;
        insert.settlement.run(
          `${who}-settle-${seq}`,
          account.id,
          `${rng.pick(places)}${rng.pick(things)}转让`,
          deal,
          money(deal * 0.012),
          settled ? 'Settled' : 'Pending',
          settled ? at(-24 * 5 * seq) : null,
        );
      }

      noticeTitles.forEach(([title, content], index) => {
        insert.notice.run(
          `${who}-notice-${index + 1}`,
          account.id,
          title,
          content,
          index < 3 ? 0 : 1,
          at(-6 * (index + 1)),
        );
      });

      for (const annc of announcements.slice(accountIndex % 5, (accountIndex % 5) + 4)) {
        insert.favourite.run(account.id, annc.id, nextFavourite());
      }
    });
  },
};
