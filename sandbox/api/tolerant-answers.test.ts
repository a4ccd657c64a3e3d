import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { anyEnvelopeSchema } from '@/lib/contract/envelope';
import { portalCalls } from '@/lib/contract/portal-calls';
import { specCalls } from '@/lib/contract/spec-calls';
import { getUserBasicInfoPath, userBasicInfoSchema } from '@/lib/contract/user';
import { userCentreCalls as uc } from '@/lib/contract/user-centre';
import { expectReadAlikeEveryWay } from '../testing/answer-variants';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { callApi, signIn } from '../testing/sign-in';

/**
 * For every answer the client parses: a real answer of the sandbox, written every way a
 * spec-following backend may (`testing/answer-variants.ts`), reads as the same thing.
 */

let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = (await signIn(sandbox.origin, 'multi')).tokens.access_token;
});
afterAll(async () => {
  await sandbox.dispose();
});

const bases = { API: '/baseapi', GATEWAY: '/gatewayapi', TRADING_API: '/tradingapi', ORIGIN: '' } as const;
async function answer(
  call: { base: keyof typeof bases; path: string },
  body: unknown = {},
): Promise<unknown> {
  const response = await callApi(sandbox.origin, `${bases[call.base]}${call.path}`, { token, body });
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
  QueryAnncList: ['Items[].AnncId', 'Items[].Kind', 'Items[].PublishTime', 'Items[].State'],
  GetAnncDetail: [
    'AnncId',
    'Kind',
    'PublishTime',
    'State',
    'Steps[].Status',
    'Tabs[].TabId',
    'Applicants[].ApplicantId',
    'Applicants[].Time',
    'Applicants[].Stamp',
    'Subjects[].SubjectId',
    'Attachments[].Url',
  ],
  QueryArticleList: ['Items[].ArticleId', 'Items[].PublishTime'],
  GetArticleDetail: ['ArticleId', 'PublishTime'],
  QueryNewsList: ['Items[].ArticleId', 'Items[].PublishTime'],
  GetNewsDetail: ['ArticleId', 'PublishTime'],
  GetContentPage: ['PageId', 'UpdateTime'],
  QueryGuestMessages: ['Items[].MessageId', 'Items[].Time'],
  QueryCollectList: ['Items[].AnncId', 'Items[].Kind', 'Items[].PublishTime', 'Items[].State'],
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
  QueryMyParticipation: [
    'Items[].Id',
    'Items[].AnncId',
    'Items[].ApplyTime',
    'Items[].State',
    'Items[].Deposit',
  ],
  GetMyParticipationDetail: ['Id', 'AnncId', 'ApplyTime', 'State', 'Deposit'],
};

function expectTolerant(name: string, schema: z.ZodMiniType, data: unknown) {
  expectReadAlikeEveryWay(name, schema, data, requiredFields[name]);
}

type Case = [string, { base: keyof typeof bases; path: string; data: z.ZodMiniType }, unknown?];
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
    for (const [name, call, body] of cases) expectTolerant(name, call.data, await answer(call, body));
  });

  it('the portal calls', async () => {
    const assets = { PlatformId: 'AssetsCliectApp' };
    const trust = { PlatformId: 'EquitytrustClientApp' };
    const list = await answer(portalCalls.queryAnncList, { ...assets, Kind: 'project' });
    expectTolerant('QueryAnncList', portalCalls.queryAnncList.data, list);
    const anncId = first<string>(list, 'AnncId');
    expectTolerant(
      'GetAnncDetail',
      portalCalls.getAnncDetail.data,
      await answer(portalCalls.getAnncDetail, { ...assets, AnncId: anncId }),
    );
    const articles = await answer(portalCalls.queryArticleList, {
      PlatformId: 'InventoryClientApp',
      Type: 'law',
    });
    expectTolerant('QueryArticleList', portalCalls.queryArticleList.data, articles);
    expectTolerant(
      'GetArticleDetail',
      portalCalls.getArticleDetail.data,
      await answer(portalCalls.getArticleDetail, {
        PlatformId: 'InventoryClientApp',
        ArticleId: first(articles, 'ArticleId'),
      }),
    );
    const news = await answer(portalCalls.queryNewsList, { PlatformId: 'RecycleClientApp' });
    expectTolerant('QueryNewsList', portalCalls.queryNewsList.data, news);
    expectTolerant(
      'GetNewsDetail',
      portalCalls.getNewsDetail.data,
      await answer(portalCalls.getNewsDetail, {
        PlatformId: 'RecycleClientApp',
        NewsId: first(news, 'ArticleId'),
      }),
    );
    expectTolerant(
      'GetContentPage',
      portalCalls.getContentPage.data,
      await answer(portalCalls.getContentPage, { PlatformId: 'SolidWasteClientApp', PageId: 1 }),
    );
    expectTolerant(
      'QueryGuestMessages',
      portalCalls.queryGuestMessages.data,
      await answer(portalCalls.queryGuestMessages, { PlatformId: 'LeaseClientApp' }),
    );
    await answer(portalCalls.addFavourite, { ...assets, AnncId: anncId });
    expectTolerant(
      'QueryCollectList',
      portalCalls.queryFavourites.data,
      await answer(portalCalls.queryFavourites, assets),
    );
    const notices = await answer(portalCalls.queryInfoNotices, trust);
    expectTolerant('QueryInfoNoticeList', portalCalls.queryInfoNotices.data, notices);
    const noticeId = first<string>(notices, 'NoticeId');
    expectTolerant(
      'GetInfoNoticeDetail',
      portalCalls.getInfoNoticeDetail.data,
      await answer(portalCalls.getInfoNoticeDetail, { ...trust, NoticeId: noticeId }),
    );
    expectTolerant(
      'GetCompanyAnncDetail',
      portalCalls.getCompanyAnncDetail.data,
      await answer(portalCalls.getCompanyAnncDetail, { ...trust, NoticeId: noticeId }),
    );
    const companies = await answer(portalCalls.queryCheckInTrust, trust);
    expectTolerant('QueryCheckInTrustList', portalCalls.queryCheckInTrust.data, companies);
    expectTolerant(
      'GetTrustCompanyDetail',
      portalCalls.getTrustCompanyDetail.data,
      await answer(portalCalls.getTrustCompanyDetail, { ...trust, CompanyId: first(companies, 'CompanyId') }),
    );
    const styles = await answer(portalCalls.queryCompanyStyles, trust);
    expectTolerant('QueryCompanyStyleList', portalCalls.queryCompanyStyles.data, styles);
    expectTolerant(
      'GetCompanyStyleDetail',
      portalCalls.getCompanyStyleDetail.data,
      await answer(portalCalls.getCompanyStyleDetail, { ...trust, CompanyId: first(styles, 'CompanyId') }),
    );
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
    const participation = await answer(uc.queryMyParticipation);
    expectTolerant('QueryMyParticipation', uc.queryMyParticipation.data, participation);
    expectTolerant(
      'GetMyParticipationDetail',
      uc.getMyParticipationDetail.data,
      await answer(uc.getMyParticipationDetail, { Id: first(participation, 'Id') }),
    );
  });
});
