import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { anncKinds } from '@/lib/contract/announcements';
import { variants, type VariantKey } from '@/sites/variants';
import type { Database } from './db/database';
import { buildAnnouncement } from './db/seed/portal-announcements';
import { announcementStore } from './db/seed/store-announcement';
import { formatTime } from './centre-time';
import { BodyTooLargeError, MalformedBodyError, readJsonBody } from './http/body';
import { describeIssues } from './http/describe-issues';
import { ApiError, sendError, sendJson } from './http/respond';
import { Prng } from './prng';

export const publishPath = '/__sandbox/publish';

export const publishSchema = z.object({
  /** The platform that publishes, e.g. `AssetsCliectApp`. */
  platformId: z.string().min(1),
  kind: z.enum(anncKinds).default('project'),
  /** The title's beginning; each announcement adds `（新N）`, so a search word can find them. */
  title: z.string().min(1).max(60),
  count: z.number().int().min(1).max(50).default(1),
});

/**
 * Announcements published now, as a centre would publish them while a visitor is away: tests of
 * "new since you last looked" need the list to grow while the page is open.
 */
export function publishAnnouncements(
  db: Database,
  request: z.output<typeof publishSchema>,
  now = new Date(),
) {
  const key = (Object.keys(variants) as VariantKey[]).find(
    (candidate) => variants[candidate].PlatformId === request.platformId,
  );
  if (!key) throw new ApiError(`未知的平台：${request.platformId}`);
  const { last } = db
    .prepare(
      'SELECT COALESCE(MAX(seq), 0) AS last FROM portal_announcements WHERE platform_id = ? AND kind = ?',
    )
    .get(request.platformId, request.kind) as { last: number };
  const store = announcementStore(db);
  const published: string[] = [];
  db.transaction(() => {
    for (let index = 1; index <= request.count; index += 1) {
      const seq = last + index;
      const { PlatformId, ...built } = buildAnnouncement(
        key,
        request.platformId,
        request.kind,
        seq,
        new Prng(`publish:${seq}`),
        now,
      );
      const detail = { ...built, Title: `${request.title}（新${index}）`, PublishTime: formatTime(now) };
      store({ platformId: PlatformId, kind: request.kind, seq, detail });
      published.push(detail.AnncId);
    }
  })();
  return published;
}

/** `POST { platformId, kind?, title, count? }` publishes that many announcements now. */
export async function handlePublish(req: IncomingMessage, res: ServerResponse, db: Database) {
  try {
    if (req.method !== 'POST') throw new ApiError(`不支持的请求方法：${req.method}`, 1, 405);
    const parsed = publishSchema.safeParse(await readJsonBody(req));
    if (!parsed.success) throw new ApiError(describeIssues(parsed.error, '请求体'));
    const ids = publishAnnouncements(db, parsed.data);
    sendJson(res, 200, { ErrorCode: 0, Message: '成功', Data: { AnncIds: ids } });
  } catch (error) {
    if (error instanceof ApiError) return sendError(res, error);
    if (error instanceof MalformedBodyError) return sendError(res, new ApiError('请求体不是有效的 JSON'));
    if (error instanceof BodyTooLargeError) return sendError(res, new ApiError('请求体过大', 1, 413));
    throw error;
  }
}
