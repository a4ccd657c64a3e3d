import { z } from 'zod';
import { getUserBasicInfo, getUserInfo, userBasicInfoSchema } from '@/lib/contract/user';
import { identitiesOf, type Account } from '../../../db/accounts';
import type { Database } from '../../../db/database';
import { callRoute } from '../../route';

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

/** The signed-in user as sign-in reads them (basic info) and as bidding asks before it opens. */
export const userInfoRoutes = [
  callRoute(getUserBasicInfo, { handle: ({ db, account }) => basicInfo(db, account!) }),
  callRoute(getUserInfo, {
    query: z.object({ webBusinessType: z.string().optional() }),
    handle: ({ account, query }) => ({
      UserId: account!.id,
      UserName: account!.userName,
      WebBusinessType: query.webBusinessType ?? null,
    }),
  }),
];
