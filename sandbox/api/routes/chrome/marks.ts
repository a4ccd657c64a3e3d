import { queryMarkListRequestSchema, saveMarkRequestSchema, specCalls } from '@/lib/contract/spec-calls';
import { setMarkIds } from '../../../db/accounts';
import { ApiError } from '../../../http/respond';
import { callRoute } from '../../route';

/** The interest marks of the inventory platform, and the member's own choice of them. */
export const markRoutes = [
  callRoute(specCalls.queryMarkList, {
    body: queryMarkListRequestSchema,
    handle: ({ db, body }) =>
      db
        .prepare('SELECT id AS Id, name AS Name FROM marks WHERE business_type = ? ORDER BY position')
        .all(body.BusinessType) as { Id: string; Name: string }[],
  }),
  callRoute(specCalls.saveMark, {
    body: saveMarkRequestSchema,
    handle({ db, body, account }) {
      if (body.MemberId !== account!.memberId) throw new ApiError('会员信息不匹配，请重新登录');
      const known = db.prepare('SELECT 1 FROM marks WHERE id = ?');
      const unknown = body.MarkIds.find((id) => !known.get(id));
      if (unknown) throw new ApiError(`兴趣标签不存在：${unknown}`);
      setMarkIds(db, account!.id, [...new Set(body.MarkIds)]);
      return null;
    },
  }),
];
