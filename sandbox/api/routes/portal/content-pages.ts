import { portalCalls as calls } from '@/lib/contract/portal-calls';
import { ApiError } from '../../../http/respond';
import { callRoute } from '../../route';

/** The footer's content pages (ylHead?id=). */
export const contentPageRoutes = [
  callRoute(calls.getContentPage, {
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
