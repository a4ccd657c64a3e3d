import { z } from 'zod';
import { attachmentSchema } from '@/lib/contract/call';
import { portalCalls as calls } from '@/lib/contract/portal-calls';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../http/respond';
import { pagedQuery, type PageRequest } from '../../paged-query';
import { callRoute } from '../../route';

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

/** Articles and news share one table, told apart by channel. */
type Channel = 'article' | 'news';

function articlePage(
  db: Database,
  platform: string,
  channel: Channel,
  typeId: string | null,
  request: PageRequest,
) {
  return pagedQuery(
    db,
    request,
    {
      from: `FROM portal_articles WHERE platform_id = @platform AND channel = @channel
             AND (@typeId IS NULL OR type_id = @typeId)`,
      orderBy: 'publish_time DESC, id',
      params: { platform, channel, typeId },
    },
    articleItem,
  );
}

function articleById(db: Database, platform: string, channel: Channel, id: string) {
  const row = db
    .prepare('SELECT * FROM portal_articles WHERE id = ? AND platform_id = ? AND channel = ?')
    .get(id, platform, channel) as ArticleRow | undefined;
  if (!row) throw new ApiError('文章不存在或已删除');
  return {
    ...articleItem(row),
    Source: row.source,
    Html: row.html,
    Attachments: z.array(attachmentSchema).parse(JSON.parse(row.attachments_json)),
  };
}

/** Service guides, downloads and the other article types, and the news: lists and details. */
export const articleRoutes = [
  callRoute(calls.queryArticleList, {
    handle: ({ db, body }) =>
      articlePage(db, body.PlatformId, 'article', body.TypeId ?? body.Type ?? null, body),
  }),
  callRoute(calls.getArticleDetail, {
    handle: ({ db, body }) => articleById(db, body.PlatformId, 'article', body.ArticleId),
  }),
  callRoute(calls.queryNewsList, {
    handle: ({ db, body }) => articlePage(db, body.PlatformId, 'news', null, body),
  }),
  callRoute(calls.getNewsDetail, {
    handle: ({ db, body }) => articleById(db, body.PlatformId, 'news', body.NewsId),
  }),
];
