import { z } from 'zod';
import { getMenuTreeRequestSchema, specCalls } from '@/lib/contract/spec-calls';
import {
  getUserBasicInfoPath,
  getUserInfoPath,
  userBasicInfoSchema,
  userInfoSchema,
} from '@/lib/contract/user';
import { identitiesOf, type Account } from '../../db/accounts';
import type { Database } from '../../db/database';
import { readUserMenu } from '../../db/menus';
import { callPath } from '../paths';
import { defineRoute } from '../route';

function basicInfo(db: Database, account: Account): z.input<typeof userBasicInfoSchema> {
  const info: z.input<typeof userBasicInfoSchema> = {
    ObsoleteUser: {
      UserId: account.id,
      UserName: account.userName,
      UserMobile: account.mobile,
      MemberType: account.memberType,
      IsSaler: account.isSaler,
      DataFrom: account.dataFrom,
      IsShowMark: account.isShowMark,
      MarkIds: account.markIds,
      TradingOrgId: account.tradingOrgId,
    },
    AuthedIdentities: identitiesOf(db, account.id).map((identity) => ({
      IdentityId: identity.id,
      IdentityName: identity.identityName,
      Identity: identity.identity as never,
      AuthBusinessIdentities: [],
      BusinessTypeId: identity.businessTypeId ?? undefined,
      Name: account.userName ?? account.account,
      IsAuthed: identity.isAuthed,
      State: identity.state,
      TradingOrgTransactionIdentityId: identity.id,
    })),
  };
  // An account without a member record answers without the field, as the real API does.
  if (account.memberId) info.MemberId = account.memberId;
  return info;
}

export const userRoutes = [
  defineRoute({
    method: 'POST',
    path: `/baseapi${getUserBasicInfoPath}`,
    auth: 'required',
    data: userBasicInfoSchema,
    handle: ({ db, account }) => basicInfo(db, account!),
  }),
  defineRoute({
    method: 'POST',
    path: `/baseapi${getUserInfoPath}`,
    auth: 'required',
    query: z.object({ webBusinessType: z.string().optional() }),
    data: userInfoSchema,
    handle: ({ account, query }) => ({
      UserId: account!.id,
      UserName: account!.userName,
      WebBusinessType: query.webBusinessType ?? null,
    }),
  }),
  defineRoute({
    method: 'POST',
    path: callPath(specCalls.getMenuTree),
    auth: 'required',
    body: getMenuTreeRequestSchema,
    data: specCalls.getMenuTree.data,
    handle: ({ db, account }) => readUserMenu(db, account!.id),
  }),
];
