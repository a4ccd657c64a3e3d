import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { anyEnvelopeSchema } from '@/lib/contract/envelope';
import { portalCalls } from '@/lib/contract/portal-calls';
import { specCalls } from '@/lib/contract/spec-calls';
import { getUserBasicInfoPath, userBasicInfoSchema } from '@/lib/contract/user';
import { userCentreCalls as uc } from '@/lib/contract/user-centre';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { callApi, signIn } from '../testing/sign-in';

/**
 * For every answer the client parses: take a real answer of the sandbox, make its record ids
 * digits (as a backend with integer keys has them), then let fast-check write it every way a
 * spec-following backend may: ids and codes as numbers or strings, null or absent for what is
 * unset, null for empty lists, ISO times, unknown fields anywhere. The client must read each
 * variant, and read it as the same thing.
 */

const notIds = new Set(['PlatformId', 'TypeId', 'SubSystemId', 'TabId', 'BusinessTypeId']);
const isIdKey = (key: string) => /Id$/.test(key) && !notIds.has(key);
const codeKeys = new Set([
  'MemberType',
  'DataFrom',
  'State',
  'PageId',
  'Total',
  'ViewCount',
  'Unread',
  'DurationMinutes',
]);
const portalTime = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2})?)$/;
const ABSENT = Symbol('absent');

/** The same answer with every record id replaced by a stable string of digits. */
function withDigitIds(value: unknown, table: Map<string, string>, key = ''): unknown {
  if (Array.isArray(value))
    return value.map((item) => withDigitIds(item, table, key === 'MarkIds' ? 'Id' : ''));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [name, withDigitIds(inner, table, name)]),
    );
  }
  if (typeof value === 'string' && isIdKey(key) && value !== '') {
    if (!table.has(value)) table.set(value, String(table.size + 1001));
    return table.get(value);
  }
  return value;
}

/** Every way a spec-following backend may write `value` found under `key`. */
function variants(value: unknown, key = ''): fc.Arbitrary<unknown> {
  if (value === null) return fc.constantFrom<unknown>(null, ABSENT);
  if (value === '') return fc.constantFrom<unknown>('', null, ABSENT);
  if (Array.isArray(value)) {
    if (value.length === 0) return fc.constantFrom<unknown>([], null, ABSENT);
    return fc
      .tuple(...value.map((item) => variants(item, key === 'MarkIds' ? 'Id' : '')))
      .map((items) => items);
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return fc
      .tuple(
        fc.tuple(...entries.map(([name, inner]) => variants(inner, name))),
        fc.dictionary(
          fc.constantFrom('ExtensionData', 'RowVersion', 'Remark', 'CreateUserId', '$id'),
          fc.jsonValue(),
          {
            maxKeys: 2,
          },
        ),
      )
      .map(([values, extra]) => {
        const record: Record<string, unknown> = { ...extra };
        entries.forEach(([name], index) => {
          if (values[index] !== ABSENT) record[name] = values[index];
        });
        return record;
      });
  }
  if (typeof value === 'string' && isIdKey(key) && /^\d+$/.test(value)) {
    return fc.constantFrom<unknown>(value, Number(value));
  }
  if (typeof value === 'number' && Number.isInteger(value) && codeKeys.has(key)) {
    return fc.constantFrom<unknown>(value, String(value));
  }
  if (typeof value === 'string') {
    const clock = portalTime.exec(value);
    if (clock) {
      const iso = `${clock[1]}T${clock[2]!.length === 5 ? `${clock[2]}:00` : clock[2]}`;
      return fc.constantFrom<unknown>(value, iso, `${iso}.000`, `${iso}.1234567`);
    }
  }
  return fc.constant(value);
}

let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = (await signIn(sandbox.origin, 'multi')).tokens.access_token;
});
afterAll(async () => {
  await sandbox.dispose();
});

const bases = { API: '/baseapi', GATEWAY: '/gatewayapi', ORIGIN: '' } as const;
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

/** Paths of the fields whose absence makes the answer unreadable: what the client requires. */
function requiredPaths(
  schema: z.ZodMiniType,
  whole: unknown,
  at: unknown = whole,
  path: string[] = [],
): string[] {
  if (Array.isArray(at)) return at.length > 0 ? requiredPaths(schema, whole, at[0], [...path, '[]']) : [];
  if (at === null || typeof at !== 'object') return [];
  const found: string[] = [];
  for (const key of Object.keys(at)) {
    const record = at as Record<string, unknown>;
    const kept = record[key];
    delete record[key];
    const missing = !schema.safeParse(whole).success;
    record[key] = kept;
    if (missing) found.push([...path, key].join('.').replace(/\.\[\]/g, '[]'));
    found.push(...requiredPaths(schema, whole, kept, [...path, key]));
  }
  return found;
}

function expectTolerant(name: string, schema: z.ZodMiniType, data: unknown) {
  const canonical = withDigitIds(data, new Map());
  expect(requiredPaths(schema, structuredClone(canonical)), `${name} requires`).toEqual(requiredFields[name]);
  const expected = schema.safeParse(canonical);
  expect(expected.error?.issues ?? [], `${name} canonical`).toEqual([]);
  fc.assert(
    fc.property(variants(canonical), (variant) => {
      const read = schema.safeParse(variant === ABSENT ? undefined : variant);
      expect(read.error?.issues ?? [], name).toEqual([]);
      expect(read.data).toEqual(expected.data);
    }),
    { numRuns: 25 },
  );
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
