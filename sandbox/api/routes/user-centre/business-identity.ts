import { randomUUID } from 'node:crypto';
import { userCentreCalls as calls } from '@/lib/contract/user-centre';
import { identitiesOf } from '../../../db/accounts';
import type { Database } from '../../../db/database';
import { formatTime } from '../../../centre-time';
import { ApiError } from '../../../http/respond';
import { callRoute } from '../../route';

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

/** 新增业务身份: the identities on offer, and an application recorded once. */
export const businessIdentityRoutes = [
  callRoute(calls.queryIdentityOptions, {
    handle({ db, account }) {
      const held = heldIdentities(db, account!.id);
      return identityOptions.map(([identity, name]) => ({
        Identity: identity,
        IdentityName: name,
        Held: held.has(identity),
      }));
    },
  }),
  callRoute(calls.addBusinessIdentity, {
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
        formatTime(new Date()),
      );
      return { IdentityId: id, Identity: body.Identity, IdentityName: option[1], IsAuthed: false, State: 0 };
    },
  }),
];
