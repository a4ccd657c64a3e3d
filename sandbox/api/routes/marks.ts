import { queryMarkListRequestSchema, saveMarkRequestSchema, specCalls } from '@/lib/contract/spec-calls';
import { setMarkIds } from '../../db/accounts';
import { ApiError } from '../../http/respond';
import { callPath } from '../paths';
import { defineRoute } from '../route';

export const markRoutes = [
  defineRoute({
    method: 'POST',
    path: callPath(specCalls.queryMarkList),
    auth: 'none',
    body: queryMarkListRequestSchema,
    data: specCalls.queryMarkList.data,
    handle: ({ db, body }) =>
      db
        .prepare('SELECT id AS Id, name AS Name FROM marks WHERE business_type = ? ORDER BY position')
        .all(body.BusinessType) as { Id: string; Name: string }[],
  }),
  defineRoute({
    method: 'POST',
    path: callPath(specCalls.saveMark),
    auth: 'required',
    body: saveMarkRequestSchema,
    data: specCalls.saveMark.data,
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
