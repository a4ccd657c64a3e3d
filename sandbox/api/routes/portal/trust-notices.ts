import { portalCalls as calls } from '@/lib/contract/portal-calls';
import { likeWord, pagedQuery } from '../../paged-query';
import { callRoute } from '../../route';
import { noticeById, noticeColumns, noticeItem, noticeTables } from './trust-notice-rows';

/** 信息公告 of the equity-trust site: notices found by title or company, and a notice in full. */
export const trustNoticeRoutes = [
  callRoute(calls.queryInfoNotices, {
    handle: ({ db, body }) =>
      pagedQuery(
        db,
        body,
        {
          select: noticeColumns,
          from: `FROM ${noticeTables}
                 WHERE c.platform_id = @platform AND (n.title LIKE @word ESCAPE '\\' OR c.name LIKE @word ESCAPE '\\')`,
          orderBy: 'n.publish_time DESC, n.id',
          params: { platform: body.PlatformId, word: likeWord(body.Word) },
        },
        noticeItem,
      ),
  }),
  callRoute(calls.getInfoNoticeDetail, {
    handle: ({ db, body }) => noticeById(db, body.PlatformId, body.NoticeId),
  }),
  callRoute(calls.getCompanyAnncDetail, {
    handle: ({ db, body }) => noticeById(db, body.PlatformId, body.NoticeId),
  }),
];
