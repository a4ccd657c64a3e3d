import { userCentreCalls as calls } from '@/lib/contract/user-centre';
import { pagedQuery } from '../../paged-query';
import { callRoute } from '../../route';

type NoticeRow = { id: string; title: string; content: string; is_read: number; send_time: string };

/** 消息通知: the user's notices, newest first, with how many are unread. */
export const noticeRoutes = [
  callRoute(calls.queryMyNotices, {
    handle({ db, body, account }) {
      const params = { user: account!.id };
      const from = 'FROM user_notices WHERE user_id = @user';
      const unread = db.prepare(`SELECT COUNT(*) AS n ${from} AND is_read = 0`).get(params) as { n: number };
      const page = pagedQuery(db, body, { from, orderBy: 'send_time DESC', params }, (row: NoticeRow) => ({
        Id: row.id,
        Title: row.title,
        Content: row.content,
        IsRead: row.is_read === 1,
        SendTime: row.send_time,
      }));
      return { Total: page.Total, Unread: unread.n, Items: page.Items };
    },
  }),
  callRoute(calls.markNoticeRead, {
    handle({ db, body, account }) {
      db.prepare('UPDATE user_notices SET is_read = 1 WHERE id = ? AND user_id = ?').run(
        body.Id,
        account!.id,
      );
      return { Done: true as const };
    },
  }),
];
