import { z } from 'zod';
import { anncDetailSchema, type AnncDetail } from '@/lib/contract/announcement-detail';
import { anncListItemSchema } from '@/lib/contract/announcements';
import { attachmentSchema } from '@/lib/contract/call';
import { portalCalls } from '@/lib/contract/portal-calls';
import type { Database } from '../../db/database';
import { formatTime } from '../../db/seed/portal-time';
import { ApiError } from '../../http/respond';
import { callPath } from '../paths';
import { defineRoute } from '../route';

const calls = portalCalls;

/** Rows of a page: the SQL's own LIMIT/OFFSET from the page request. */
function page(request: { PageIndex: number; PageSize: number }) {
  return { limit: request.PageSize, offset: (request.PageIndex - 1) * request.PageSize };
}

function readDetail(db: Database, platformId: string, id: string): AnncDetail {
  const row = db
    .prepare('SELECT detail_json FROM portal_announcements WHERE id = ? AND platform_id = ?')
    .get(id, platformId) as { detail_json: string } | undefined;
  if (!row) throw new ApiError('公告不存在或已撤销');
  return anncDetailSchema.parse(JSON.parse(row.detail_json));
}

function listItem(detailJson: string) {
  return anncListItemSchema.parse(JSON.parse(detailJson));
}

/** `LIKE` with the user's word taken literally. */
function likeWord(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Records an application once (a second one answers the first number) and lists it in the user's
 * participations under the announcement's own platform.
 */
function apply(db: Database, accountId: string, platformId: string, anncId: string, form: object | null) {
  const detail = readDetail(db, platformId, anncId);
  if (!detail.CanApply) throw new ApiError('该项目当前不接受报名');
  const existing = db
    .prepare('SELECT apply_code FROM applications WHERE account_id = ? AND annc_id = ?')
    .get(accountId, anncId) as { apply_code: string } | undefined;
  if (existing) return { ApplyCode: existing.apply_code, AnncId: anncId };
  const count = (db.prepare('SELECT COUNT(*) AS n FROM applications').get() as { n: number }).n;
  const code = `BM${detail.Code}${String(count + 1).padStart(4, '0')}`;
  const now = new Date();
  db.transaction(() => {
    db.prepare(
      'INSERT INTO applications (account_id, annc_id, apply_code, created_at, form_json) VALUES (?, ?, ?, ?, ?)',
    ).run(accountId, anncId, code, now.toISOString(), form ? JSON.stringify(form) : null);
    db.prepare(
      `INSERT INTO participations (id, user_id, annc_id, project_code, project_name, org_name, apply_time, state, deposit,
         bid_start_time, bid_end_time, final_price, platform_id) VALUES (?, ?, ?, ?, ?, ?, ?, 'Applied', ?, ?, ?, NULL, ?)`,
    ).run(
      `apply-${code}`,
      accountId,
      anncId,
      detail.Code,
      detail.Title,
      detail.OrgName,
      formatTime(now),
      0,
      detail.BidStartTime,
      detail.BidEndTime,
      platformId,
    );
  })();
  return { ApplyCode: code, AnncId: anncId };
}

const announcementRoutes = [
  defineRoute({
    method: 'POST',
    path: callPath(calls.queryAnncList),
    auth: 'none',
    body: calls.queryAnncList.request,
    data: calls.queryAnncList.data,
    handle({ db, body }) {
      const where = ['platform_id = @platform', 'kind = @kind'];
      if (body.State) where.push('state = @state');
      if (body.Word) where.push("(title LIKE @word ESCAPE '\\' OR code LIKE @word ESCAPE '\\')");
      const params = {
        platform: body.PlatformId,
        kind: body.Kind,
        state: body.State,
        word: likeWord(body.Word),
        ...page(body),
      };
      const sql = `FROM portal_announcements WHERE ${where.join(' AND ')}`;
      const total = (db.prepare(`SELECT COUNT(*) AS n ${sql}`).get(params) as { n: number }).n;
      const rows = db
        .prepare(`SELECT detail_json ${sql} ORDER BY publish_time DESC, id LIMIT @limit OFFSET @offset`)
        .all(params) as { detail_json: string }[];
      return { Total: total, Items: rows.map((row) => listItem(row.detail_json)) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.getAnncDetail),
    auth: 'none',
    body: calls.getAnncDetail.request,
    data: calls.getAnncDetail.data,
    handle({ db, body }) {
      const detail = readDetail(db, body.PlatformId, body.AnncId);
      // Each visit counts, as on the centre's site.
      detail.ViewCount += 1;
      db.prepare('UPDATE portal_announcements SET view_count = ?, detail_json = ? WHERE id = ?').run(
        detail.ViewCount,
        JSON.stringify(detail),
        detail.AnncId,
      );
      return detail;
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.applyBid),
    auth: 'required',
    body: calls.applyBid.request,
    data: calls.applyBid.data,
    handle: ({ db, body, account }) => apply(db, account!.id, body.PlatformId, body.AnncId, null),
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.submitApply),
    auth: 'required',
    body: calls.submitApply.request,
    data: calls.submitApply.data,
    handle({ db, body, account }) {
      const { PlatformId, AnncId, ...form } = body;
      return apply(db, account!.id, PlatformId, AnncId, form);
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.getMyApply),
    auth: 'required',
    body: calls.getMyApply.request,
    data: calls.getMyApply.data,
    handle({ db, body, account }) {
      readDetail(db, body.PlatformId, body.AnncId);
      const row = db
        .prepare('SELECT apply_code, created_at FROM applications WHERE account_id = ? AND annc_id = ?')
        .get(account!.id, body.AnncId) as { apply_code: string; created_at: string } | undefined;
      return {
        AnncId: body.AnncId,
        ApplyCode: row?.apply_code ?? null,
        ApplyTime: row ? formatTime(new Date(row.created_at)) : null,
      };
    },
  }),
];

const favouriteRoutes = [
  defineRoute({
    method: 'POST',
    path: callPath(calls.addFavourite),
    auth: 'required',
    body: calls.addFavourite.request,
    data: calls.addFavourite.data,
    handle({ db, body, account }) {
      readDetail(db, body.PlatformId, body.AnncId);
      const next = (
        db.prepare('SELECT COALESCE(MAX(position), 0) + 1 AS n FROM favourites').get() as { n: number }
      ).n;
      db.prepare('INSERT OR IGNORE INTO favourites (account_id, annc_id, position) VALUES (?, ?, ?)').run(
        account!.id,
        body.AnncId,
        next,
      );
      return { AnncId: body.AnncId, IsCollected: true as const };
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.removeFavourite),
    auth: 'required',
    body: calls.removeFavourite.request,
    data: calls.removeFavourite.data,
    handle({ db, body, account }) {
      db.prepare('DELETE FROM favourites WHERE account_id = ? AND annc_id = ?').run(account!.id, body.AnncId);
      return { AnncId: body.AnncId, IsCollected: false as const };
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.queryFavourites),
    auth: 'required',
    body: calls.queryFavourites.request,
    data: calls.queryFavourites.data,
    handle({ db, body, account }) {
      const params = { account: account!.id, platform: body.PlatformId, ...page(body) };
      const sql = `FROM favourites f JOIN portal_announcements a ON a.id = f.annc_id
                   WHERE f.account_id = @account AND a.platform_id = @platform`;
      const total = (db.prepare(`SELECT COUNT(*) AS n ${sql}`).get(params) as { n: number }).n;
      const rows = db
        .prepare(`SELECT a.detail_json ${sql} ORDER BY f.position DESC LIMIT @limit OFFSET @offset`)
        .all(params) as { detail_json: string }[];
      return { Total: total, Items: rows.map((row) => listItem(row.detail_json)) };
    },
  }),
];

type ArticleRow = {
  id: string;
  type_id: string;
  title: string;
  publish_time: string;
  summary: string | null;
  source: string | null;
  html: string;
  attachments_json: string;
};
const articleItem = (row: ArticleRow) => ({
  ArticleId: row.id,
  Title: row.title,
  PublishTime: row.publish_time,
  Summary: row.summary,
  TypeId: row.type_id,
});
const articleDetail = (row: ArticleRow) => ({
  ...articleItem(row),
  Source: row.source,
  Html: row.html,
  Attachments: z.array(attachmentSchema).parse(JSON.parse(row.attachments_json)),
});

function articlePage(
  db: Database,
  platform: string,
  channel: string,
  typeId: string | null,
  request: { PageIndex: number; PageSize: number },
) {
  const params = { platform, channel, typeId, ...page(request) };
  const sql = `FROM portal_articles WHERE platform_id = @platform AND channel = @channel
               AND (@typeId IS NULL OR type_id = @typeId)`;
  const total = (db.prepare(`SELECT COUNT(*) AS n ${sql}`).get(params) as { n: number }).n;
  const rows = db
    .prepare(`SELECT * ${sql} ORDER BY publish_time DESC, id LIMIT @limit OFFSET @offset`)
    .all(params) as ArticleRow[];
  return { Total: total, Items: rows.map(articleItem) };
}

function articleById(db: Database, platform: string, channel: string, id: string) {
  const row = db
    .prepare('SELECT * FROM portal_articles WHERE id = ? AND platform_id = ? AND channel = ?')
    .get(id, platform, channel) as ArticleRow | undefined;
  if (!row) throw new ApiError('文章不存在或已删除');
  return articleDetail(row);
}

const articleRoutes = [
  defineRoute({
    method: 'POST',
    path: callPath(calls.queryArticleList),
    auth: 'none',
    body: calls.queryArticleList.request,
    data: calls.queryArticleList.data,
    handle: ({ db, body }) =>
      articlePage(db, body.PlatformId, 'article', body.TypeId ?? body.Type ?? null, body),
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.getArticleDetail),
    auth: 'none',
    body: calls.getArticleDetail.request,
    data: calls.getArticleDetail.data,
    handle: ({ db, body }) => articleById(db, body.PlatformId, 'article', body.ArticleId),
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.queryNewsList),
    auth: 'none',
    body: calls.queryNewsList.request,
    data: calls.queryNewsList.data,
    handle: ({ db, body }) => articlePage(db, body.PlatformId, 'news', null, body),
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.getNewsDetail),
    auth: 'none',
    body: calls.getNewsDetail.request,
    data: calls.getNewsDetail.data,
    handle: ({ db, body }) => articleById(db, body.PlatformId, 'news', body.NewsId),
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.getContentPage),
    auth: 'none',
    body: calls.getContentPage.request,
    data: calls.getContentPage.data,
    handle({ db, body }) {
      const row = db
        .prepare(
          'SELECT page_id, title, html, update_time FROM portal_content_pages WHERE platform_id = ? AND page_id = ?',
        )
        .get(body.PlatformId, body.PageId) as
        { page_id: number; title: string; html: string; update_time: string } | undefined;
      if (!row) throw new ApiError('页面不存在');
      return { PageId: row.page_id, Title: row.title, Html: row.html, UpdateTime: row.update_time };
    },
  }),
];

type MessageRow = {
  id: string;
  name: string;
  contact: string;
  content: string;
  time: string;
  reply: string | null;
};
const message = (row: MessageRow) => ({
  MessageId: row.id,
  Name: row.name,
  Contact: row.contact,
  Content: row.content,
  Time: row.time,
  Reply: row.reply,
});

/** What the board shows of a poster's contact: the first three and last four characters. */
function maskContact(contact: string): string {
  return contact.length <= 7 ? contact : `${contact.slice(0, 3)}****${contact.slice(-4)}`;
}

function nowText(): string {
  return new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

const guestBookRoutes = [
  defineRoute({
    method: 'POST',
    path: callPath(calls.queryGuestMessages),
    auth: 'none',
    body: calls.queryGuestMessages.request,
    data: calls.queryGuestMessages.data,
    handle({ db, body }) {
      const params = { platform: body.PlatformId, ...page(body) };
      const total = (
        db.prepare('SELECT COUNT(*) AS n FROM guest_messages WHERE platform_id = @platform').get(params) as {
          n: number;
        }
      ).n;
      const rows = db
        .prepare(
          'SELECT * FROM guest_messages WHERE platform_id = @platform ORDER BY position DESC LIMIT @limit OFFSET @offset',
        )
        .all(params) as MessageRow[];
      return { Total: total, Items: rows.map(message) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.postGuestMessage),
    auth: 'none',
    body: calls.postGuestMessage.request,
    data: calls.postGuestMessage.data,
    handle({ db, body }) {
      const position = (
        db
          .prepare('SELECT COALESCE(MAX(position), 0) + 1 AS n FROM guest_messages WHERE platform_id = ?')
          .get(body.PlatformId) as { n: number }
      ).n;
      const row: MessageRow = {
        id: `${body.PlatformId}-msg-posted-${position}`,
        name: body.Name,
        contact: maskContact(body.Contact),
        content: body.Content,
        time: nowText(),
        reply: null,
      };
      db.prepare(
        'INSERT INTO guest_messages (id, platform_id, name, contact, content, time, reply, position) VALUES (?, ?, ?, ?, ?, ?, NULL, ?)',
      ).run(row.id, body.PlatformId, row.name, row.contact, row.content, row.time, position);
      return message(row);
    },
  }),
];

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
type NoticeRow = {
  id: string;
  company_id: string;
  company_name: string;
  title: string;
  category: string;
  publish_time: string;
  html: string;
  attachments_json: string;
};
const noticeItem = (row: NoticeRow) => ({
  NoticeId: row.id,
  Title: row.title,
  CompanyId: row.company_id,
  CompanyName: row.company_name,
  Category: row.category,
  PublishTime: row.publish_time,
});
const noticeSelect =
  'SELECT n.*, c.name AS company_name FROM trust_notices n JOIN trust_companies c ON c.id = n.company_id';
const companyItem = (row: CompanyRow) => ({
  CompanyId: row.id,
  CompanyName: row.name,
  StockCode: row.stock_code,
  Industry: row.industry,
  RegisteredCapital: row.capital,
  TrustDate: row.trust_date,
});

function noticeById(db: Database, platform: string, id: string) {
  const row = db.prepare(`${noticeSelect} WHERE n.id = ? AND c.platform_id = ?`).get(id, platform) as
    NoticeRow | undefined;
  if (!row) throw new ApiError('公告不存在或已撤销');
  return {
    ...noticeItem(row),
    Html: row.html,
    Attachments: z.array(attachmentSchema).parse(JSON.parse(row.attachments_json)),
  };
}

function companyById(db: Database, platform: string, id: string) {
  const row = db
    .prepare('SELECT * FROM trust_companies WHERE id = ? AND platform_id = ?')
    .get(id, platform) as CompanyRow | undefined;
  if (!row) throw new ApiError('企业不存在');
  return row;
}

const equityTrustRoutes = [
  defineRoute({
    method: 'POST',
    path: callPath(calls.queryInfoNotices),
    auth: 'none',
    body: calls.queryInfoNotices.request,
    data: calls.queryInfoNotices.data,
    handle({ db, body }) {
      const params = { platform: body.PlatformId, word: likeWord(body.Word), ...page(body) };
      const where =
        "WHERE c.platform_id = @platform AND (n.title LIKE @word ESCAPE '\\' OR c.name LIKE @word ESCAPE '\\')";
      const total = (
        db
          .prepare(
            `SELECT COUNT(*) AS n FROM trust_notices n JOIN trust_companies c ON c.id = n.company_id ${where}`,
          )
          .get(params) as { n: number }
      ).n;
      const rows = db
        .prepare(`${noticeSelect} ${where} ORDER BY n.publish_time DESC, n.id LIMIT @limit OFFSET @offset`)
        .all(params) as NoticeRow[];
      return { Total: total, Items: rows.map(noticeItem) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.getInfoNoticeDetail),
    auth: 'none',
    body: calls.getInfoNoticeDetail.request,
    data: calls.getInfoNoticeDetail.data,
    handle: ({ db, body }) => noticeById(db, body.PlatformId, body.NoticeId),
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.getCompanyAnncDetail),
    auth: 'none',
    body: calls.getCompanyAnncDetail.request,
    data: calls.getCompanyAnncDetail.data,
    handle: ({ db, body }) => noticeById(db, body.PlatformId, body.NoticeId),
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.queryCheckInTrust),
    auth: 'none',
    body: calls.queryCheckInTrust.request,
    data: calls.queryCheckInTrust.data,
    handle({ db, body }) {
      const params = { platform: body.PlatformId, word: likeWord(body.Word), ...page(body) };
      const where = "WHERE platform_id = @platform AND name LIKE @word ESCAPE '\\'";
      const total = (
        db.prepare(`SELECT COUNT(*) AS n FROM trust_companies ${where}`).get(params) as { n: number }
      ).n;
      const rows = db
        .prepare(`SELECT * FROM trust_companies ${where} ORDER BY position LIMIT @limit OFFSET @offset`)
        .all(params) as CompanyRow[];
      return { Total: total, Items: rows.map(companyItem) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.getTrustCompanyDetail),
    auth: 'none',
    body: calls.getTrustCompanyDetail.request,
    data: calls.getTrustCompanyDetail.data,
    handle({ db, body }) {
      const row = companyById(db, body.PlatformId, body.CompanyId);
      const notices = db
        .prepare(`${noticeSelect} WHERE n.company_id = ? ORDER BY n.publish_time DESC`)
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
  defineRoute({
    method: 'POST',
    path: callPath(calls.queryCompanyStyles),
    auth: 'none',
    body: calls.queryCompanyStyles.request,
    data: calls.queryCompanyStyles.data,
    handle({ db, body }) {
      const params = { platform: body.PlatformId, word: likeWord(body.Word), ...page(body) };
      const where = "WHERE platform_id = @platform AND in_style = 1 AND name LIKE @word ESCAPE '\\'";
      const total = (
        db.prepare(`SELECT COUNT(*) AS n FROM trust_companies ${where}`).get(params) as { n: number }
      ).n;
      const rows = db
        .prepare(`SELECT * FROM trust_companies ${where} ORDER BY position LIMIT @limit OFFSET @offset`)
        .all(params) as CompanyRow[];
      return {
        Total: total,
        Items: rows.map((row) => ({
          CompanyId: row.id,
          CompanyName: row.name,
          LogoUrl: row.logo_url,
          Summary: row.summary,
        })),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(calls.getCompanyStyleDetail),
    auth: 'none',
    body: calls.getCompanyStyleDetail.request,
    data: calls.getCompanyStyleDetail.data,
    handle({ db, body }) {
      const row = companyById(db, body.PlatformId, body.CompanyId);
      return {
        CompanyId: row.id,
        CompanyName: row.name,
        LogoUrl: row.logo_url,
        Summary: row.summary,
        Html: row.html,
      };
    },
  }),
];

/** The portal data calls of docs/api.md, answered through their lib/api schemas. */
export const portalRoutes = [
  ...announcementRoutes,
  ...favouriteRoutes,
  ...articleRoutes,
  ...guestBookRoutes,
  ...equityTrustRoutes,
];
