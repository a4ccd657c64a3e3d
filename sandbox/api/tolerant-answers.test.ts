import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { anyEnvelopeSchema } from '@/lib/contract/envelope';
import { portalCalls } from '@/lib/contract/portal-calls';
import { specCalls } from '@/lib/contract/spec-calls';
import { getUserBasicInfoPath, userBasicInfoSchema } from '@/lib/contract/user';
import { userCentreCalls as uc } from '@/lib/contract/user-centre';
import { expectReadAlikeEveryWay } from '../testing/answer-variants';
import { callApi } from '../testing/sign-in';
import { signedInSandbox } from '../testing/signed-in-sandbox';
import { callAddress, type CallBase } from './paths';

/**
 * For every answer the client parses: a real answer of the sandbox, written every way a
 * spec-following backend may (`testing/answer-variants.ts`), reads as the same thing.
 */

const signedIn = signedInSandbox('multi');

async function answer(call: { base: CallBase; path: string }, body: unknown = {}): Promise<unknown> {
  const response = await callApi(signedIn.origin, callAddress(call), { token: signedIn.token, body });
  const envelope = anyEnvelopeSchema.parse(await response.json());
  expect(envelope.ErrorCode, `${call.path}: ${envelope.Message}`).toBe(0);
  return envelope.Data;
}

/**
 * What the client requires of each answer (docs/api.md "What the client requires"): a field
 * missing from this list may be null, absent or of either type without failing a page or a sign-in.
 */
const requiredFields: Record<string, string[]> = {
  GetUserBasicInfo: ['ObsoleteUser.UserId', 'AuthedIdentities[].IdentityId'],
  GetMenuTree: ['[].MenuId', '[].Items[].MenuId'],
  FindByAppUrl: ['AppClientUrl'],
  Sidebar: [],
  QueryMarkList: ['[].Id'],
  FindOrgContactInfo: [],
  'lease customer service': [],
  'small-lease customer service': [],
  QueryAnncList: ['Items[].AnncId', 'Items[].Kind', 'Items[].Title'],
  GetAnncDetail: [
    'AnncId',
    'Kind',
    'Title',
    'Steps[].Status',
    'Tabs[].TabId',
    'Applicants[].ApplicantId',
    'Subjects[].SubjectId',
    'Attachments[].Url',
  ],
  QueryArticleList: ['Items[].ArticleId', 'Items[].PublishTime'],
  GetArticleDetail: ['ArticleId', 'PublishTime'],
  QueryNewsList: ['Items[].ArticleId', 'Items[].PublishTime'],
  GetNewsDetail: ['ArticleId', 'PublishTime'],
  GetContentPage: ['PageId', 'UpdateTime'],
  QueryGuestMessages: ['Items[].MessageId', 'Items[].Time'],
  QueryCollectList: ['Items[].AnncId', 'Items[].Kind', 'Items[].Title'],
  QueryInfoNoticeList: ['Items[].NoticeId', 'Items[].CompanyId', 'Items[].PublishTime'],
  GetInfoNoticeDetail: ['NoticeId', 'CompanyId', 'PublishTime', 'Attachments[].Url'],
  GetCompanyAnncDetail: ['NoticeId', 'CompanyId', 'PublishTime', 'Attachments[].Url'],
  QueryCheckInTrustList: ['Items[].CompanyId', 'Items[].TrustDate'],
  GetTrustCompanyDetail: [
    'CompanyId',
    'TrustDate',
    'Notices[].NoticeId',
    'Notices[].CompanyId',
    'Notices[].PublishTime',
  ],
  QueryCompanyStyleList: ['Items[].CompanyId'],
  GetCompanyStyleDetail: ['CompanyId'],
  GetUserDetail: [
    'UserId',
    'RegisterTime',
    'Identities[].IdentityId',
    'Identities[].Identity',
    'Identities[].State',
  ],
  QueryIdentityOptions: ['[].Identity'],
  GetSimulate: [],
  QueryBankAccounts: ['[].Id'],
  QueryMyProjects: ['Items[].Id', 'Items[].ListingPrice', 'Items[].State', 'Items[].CreateTime'],
  QueryOrders: ['Items[].Kind', 'Items[].Amount', 'Items[].State', 'Items[].CreateTime'],
  QuerySettlements: [
    'TotalDeal',
    'TotalFee',
    'Items[].Id',
    'Items[].DealPrice',
    'Items[].ServiceFee',
    'Items[].State',
  ],
  QueryMyNotices: ['Items[].Id', 'Items[].SendTime'],
  QueryMyParticipation: ['Items[].Id', 'Items[].AnncId', 'Items[].ApplyTime', 'Items[].State'],
  GetMyParticipationDetail: ['Id', 'AnncId', 'ApplyTime', 'State'],
};

function expectTolerant(name: string, schema: z.ZodMiniType, data: unknown) {
  expectReadAlikeEveryWay(name, schema, data, requiredFields[name]);
}

/** A real answer of `call`, checked to read alike every way it may be written; returned for what follows. */
async function checkTolerant(
  name: string,
  call: { base: CallBase; path: string; data: z.ZodMiniType },
  body?: unknown,
): Promise<unknown> {
  const data = await answer(call, body);
  expectTolerant(name, call.data, data);
  return data;
}

type Case = [string, { base: CallBase; path: string; data: z.ZodMiniType }, unknown?];
const first = <T>(page: unknown, key: string): T =>
  ((page as { Items: Array<Record<string, unknown>> }).Items[0]?.[key] ?? '') as T;

describe('every answer the client parses reads the same however a spec-following backend writes it', () => {
  it('GetUserBasicInfo and the SPEC §7 calls', async () => {
    expectTolerant(
      'GetUserBasicInfo',
      userBasicInfoSchema,
      await answer({ base: 'API', path: getUserBasicInfoPath }),
    );
    const cases: Case[] = [
      ['GetMenuTree', specCalls.getMenuTree],
      ['FindByAppUrl', specCalls.findByAppUrl],
      ['Sidebar', specCalls.sidebarConfig, { PlatformId: 'AssetsCliectApp' }],
      ['QueryMarkList', specCalls.queryMarkList, { BusinessType: 'Inventory' }],
      ['FindOrgContactInfo', specCalls.findOrgContactInfo],
      ['lease customer service', specCalls.leaseCustomerService],
      ['small-lease customer service', specCalls.smallLeaseCustomerService],
    ];
    for (const [name, call, body] of cases) await checkTolerant(name, call, body);
  });

  it('the portal calls', async () => {
    const assets = { PlatformId: 'AssetsCliectApp' };
    const trust = { PlatformId: 'EquitytrustClientApp' };
    const list = await checkTolerant('QueryAnncList', portalCalls.queryAnncList, {
      ...assets,
      Kind: 'project',
    });
    const anncId = first<string>(list, 'AnncId');
    await checkTolerant('GetAnncDetail', portalCalls.getAnncDetail, { ...assets, AnncId: anncId });
    const articles = await checkTolerant('QueryArticleList', portalCalls.queryArticleList, {
      PlatformId: 'InventoryClientApp',
      Type: 'law',
    });
    await checkTolerant('GetArticleDetail', portalCalls.getArticleDetail, {
      PlatformId: 'InventoryClientApp',
      ArticleId: first(articles, 'ArticleId'),
    });
    const news = await checkTolerant('QueryNewsList', portalCalls.queryNewsList, {
      PlatformId: 'RecycleClientApp',
    });
    await checkTolerant('GetNewsDetail', portalCalls.getNewsDetail, {
      PlatformId: 'RecycleClientApp',
      NewsId: first(news, 'ArticleId'),
    });
    await checkTolerant('GetContentPage', portalCalls.getContentPage, {
      PlatformId: 'SolidWasteClientApp',
      PageId: 1,
    });
    await checkTolerant('QueryGuestMessages', portalCalls.queryGuestMessages, {
      PlatformId: 'LeaseClientApp',
    });
    await answer(portalCalls.addFavourite, { ...assets, AnncId: anncId });
    await checkTolerant('QueryCollectList', portalCalls.queryFavourites, assets);
    const notices = await checkTolerant('QueryInfoNoticeList', portalCalls.queryInfoNotices, trust);
    const noticeId = first<string>(notices, 'NoticeId');
    await checkTolerant('GetInfoNoticeDetail', portalCalls.getInfoNoticeDetail, {
      ...trust,
      NoticeId: noticeId,
    });
    await checkTolerant('GetCompanyAnncDetail', portalCalls.getCompanyAnncDetail, {
      ...trust,
      NoticeId: noticeId,
    });
    const companies = await checkTolerant('QueryCheckInTrustList', portalCalls.queryCheckInTrust, trust);
    await checkTolerant('GetTrustCompanyDetail', portalCalls.getTrustCompanyDetail, {
      ...trust,
      CompanyId: first(companies, 'CompanyId'),
    });
    const styles = await checkTolerant('QueryCompanyStyleList', portalCalls.queryCompanyStyles, trust);
    await checkTolerant('GetCompanyStyleDetail', portalCalls.getCompanyStyleDetail, {
      ...trust,
      CompanyId: first(styles, 'CompanyId'),
    });
  });

  it('the user-centre reads', async () => {
    for (const [name, call] of Object.entries({
      GetUserDetail: uc.getUserDetail,
      QueryIdentityOptions: uc.queryIdentityOptions,
      GetSimulate: uc.getSimulate,
      QueryBankAccounts: uc.queryBankAccounts,
      QueryMyProjects: uc.queryMyProjects,
      QueryOrders: uc.queryOrders,
      QuerySettlements: uc.querySettlements,
      QueryMyNotices: uc.queryMyNotices,
    })) {
      expectTolerant(name, call.data, await answer(call));
    }
    const participation = await checkTolerant('QueryMyParticipation', uc.queryMyParticipation);
    await checkTolerant('GetMyParticipationDetail', uc.getMyParticipationDetail, {
      Id: first(participation, 'Id'),
    });
  });
});
