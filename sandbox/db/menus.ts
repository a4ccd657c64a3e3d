import type { MenuNode } from '@/lib/contract/spec-calls';
import { tenantPages, tenantPath } from '@/sites/pages';
import { identitiesOf, findAccountById } from './accounts';
import type { Database } from './database';

type Template = { name: string; url?: string; target?: '_blank'; items?: Template[] };

/** A menu node's URL names the page from the tenant's root, as GetMenuTree sends it (SPEC §3). */
const at = (path: string) => `/${path}`;

/** Sections of the user-centre left menu (SPEC §2), each shown to the users it concerns. */
const sections: Record<'centre' | 'buyer' | 'seller' | 'member' | 'settlement' | 'notice', Template> = {
  centre: {
    name: '个人中心',
    items: [
      { name: '基本信息', url: at(tenantPath('userDetail')) },
      {
        name: '账号安全',
        items: [
          { name: '绑定手机', url: at(tenantPath('bindPhone')) },
          { name: '绑定邮箱', url: at(tenantPath('bindEmail')) },
          { name: '身份认证', url: at(tenantPath('identity')) },
          { name: '修改密码', url: at(tenantPath('changePassword')) },
          { name: '修改用户名', url: at(tenantPath('changeUserName')) },
        ],
      },
      { name: '账号设置', url: at(tenantPath('accountSettings')) },
      { name: '新增业务身份', url: at(tenantPath('addBusinessIdentity')) },
    ],
  },
  buyer: {
    name: '竞买人中心',
    items: [
      {
        name: '我的参与',
        url: at(tenantPath('participation')),
        items: [{ name: '参与详情', url: at(tenantPages.participationDetail.path) }],
      },
      { name: '我的收藏', url: at(tenantPath('collectList')) },
      { name: '我的日程', url: at(tenantPath('schedule')) },
      { name: '模拟竞价', url: at(tenantPath('setSimulate')) },
      { name: '参与竞价', url: at(tenantPath('transit', { BidUrlType: 'Bidding' })), target: '_blank' },
    ],
  },
  seller: {
    name: '转让方中心',
    items: [
      { name: '我的项目', url: at(tenantPath('myProjects')) },
      { name: '新增项目', url: at(tenantPath('addProjects', { isAdd: 'true', saveBaseInfo: 'true' })) },
    ],
  },
  member: {
    name: '会员中心',
    items: [{ name: '银行管理', url: at(tenantPath('bankManagement')) }],
  },
  settlement: {
    name: '结算中心',
    items: [
      { name: '订单查询', url: at(tenantPath('orderQuery')) },
      { name: '结算查询', url: at(tenantPath('settlement')) },
    ],
  },
  notice: {
    name: '通知中心',
    items: [{ name: '系统通知', url: at(tenantPath('notices')) }],
  },
};

/** Which sections a user sees, from the identities and flags of the account. */
function sectionsFor(db: Database, userId: string): Template[] {
  const account = findAccountById(db, userId);
  if (!account) return [];
  const kinds = new Set(identitiesOf(db, userId).map((identity) => identity.identity));
  const chosen: Template[] = [sections.centre];
  if (kinds.has('Buyer') || kinds.has('Investor')) chosen.push(sections.buyer);
  if (account.isSaler || kinds.has('Saler') || kinds.has('Financier') || kinds.has('Purchaser')) {
    chosen.push(sections.seller);
  }
  if (account.memberId) chosen.push(sections.member, sections.settlement);
  chosen.push(sections.notice);
  return chosen;
}

/** Writes the left-menu tree of one user (replacing any previous one). */
export function writeUserMenu(db: Database, userId: string, newId: () => string) {
  db.prepare('DELETE FROM menu_nodes WHERE user_id = ?').run(userId);
  const insert = db.prepare(
    'INSERT INTO menu_nodes (id, user_id, parent_id, position, name, url, sub_system_id, target) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const write = (nodes: Template[], parentId: string | null) => {
    nodes.forEach((node, position) => {
      const id = newId();
      const subSystem = node.url?.split('/')[1] || null;
      insert.run(id, userId, parentId, position, node.name, node.url ?? null, subSystem, node.target ?? null);
      if (node.items) write(node.items, id);
    });
  };
  write(sectionsFor(db, userId), null);
}

type MenuRow = {
  id: string;
  parent_id: string | null;
  name: string;
  url: string | null;
  sub_system_id: string | null;
  target: string | null;
};

/** The user's tree in the shape of SPEC §3 "Menu node". */
export function readUserMenu(db: Database, userId: string): MenuNode[] {
  const rows = db
    .prepare('SELECT * FROM menu_nodes WHERE user_id = ? ORDER BY position')
    .all(userId) as MenuRow[];
  const build = (parentId: string | null): MenuNode[] =>
    rows
      .filter((row) => row.parent_id === parentId)
      .map((row) => ({
        MenuId: row.id,
        MenuName: row.name,
        URL: row.url,
        SubSystemId: row.sub_system_id,
        Target: row.target,
        Items: build(row.id),
      }));
  return build(null);
}
