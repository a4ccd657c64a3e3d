import { portalCalls as calls } from '@/lib/contract/portal-calls';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../http/respond';
import { likeWord, pagedQuery, type PageRequest } from '../../paged-query';
import { callRoute } from '../../route';
import { noticeColumns, noticeItem, noticeTables, type NoticeRow } from './trust-notice-rows';

type CompanyRow = {
  id: string;
  name: string;
  stock_code: string;
  industry: string;
  capital: string;
  trust_date: string;
  legal_person: string;
  address: string;
  html: string;
  logo_url: string | null;
  summary: string;
};
const companyItem = (row: CompanyRow) => ({
  CompanyId: row.id,
  CompanyName: row.name,
  StockCode: row.stock_code,
  Industry: row.industry,
  RegisteredCapital: row.capital,
  TrustDate: row.trust_date,
});
const styleItem = (row: CompanyRow) => ({
  CompanyId: row.id,
  CompanyName: row.name,
  LogoUrl: row.logo_url,
  Summary: row.summary,
});

/** The platform's companies whose name holds the word, in their set order; 企业风采 shows only some. */
function companyPage<Item>(
  db: Database,
  request: PageRequest & { PlatformId: string; Word: string },
  styleOnly: boolean,
  item: (row: CompanyRow) => Item,
) {
  return pagedQuery(
    db,
    request,
    {
      from: `FROM trust_companies WHERE platform_id = @platform ${styleOnly ? 'AND in_style = 1' : ''}
             AND name LIKE @word ESCAPE '\\'`,
      orderBy: 'position',
      params: { platform: request.PlatformId, word: likeWord(request.Word) },
    },
    item,
  );
}

function companyById(db: Database, platform: string, id: string) {
  const row = db
    .prepare('SELECT * FROM trust_companies WHERE id = ? AND platform_id = ?')
    .get(id, platform) as CompanyRow | undefined;
  if (!row) throw new ApiError('企业不存在');
  return row;
}

/** 登记托管 and 企业风采 of the equity-trust site: the companies, each with its notices or its style page. */
export const trustCompanyRoutes = [
  callRoute(calls.queryCheckInTrust, {
    handle: ({ db, body }) => companyPage(db, body, false, companyItem),
  }),
  callRoute(calls.getTrustCompanyDetail, {
    handle({ db, body }) {
      const row = companyById(db, body.PlatformId, body.CompanyId);
      const notices = db
        .prepare(
          `SELECT ${noticeColumns} FROM ${noticeTables} WHERE n.company_id = ? ORDER BY n.publish_time DESC`,
        )
        .all(row.id) as NoticeRow[];
      return {
        ...companyItem(row),
        LegalPerson: row.legal_person,
        Address: row.address,
        Html: row.html,
        Notices: notices.map(noticeItem),
      };
    },
  }),
  callRoute(calls.queryCompanyStyles, {
    handle: ({ db, body }) => companyPage(db, body, true, styleItem),
  }),
  callRoute(calls.getCompanyStyleDetail, {
    handle({ db, body }) {
      const row = companyById(db, body.PlatformId, body.CompanyId);
      return { ...styleItem(row), Html: row.html };
    },
  }),
];
