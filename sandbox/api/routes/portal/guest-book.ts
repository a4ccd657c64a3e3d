import { portalCalls as calls } from '@/lib/contract/portal-calls';
import { formatTime } from '../../../centre-time';
import { pagedQuery } from '../../paged-query';
import { callRoute } from '../../route';

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

/** 需求留言板 of the lease sites: the board, newest first, and a visitor's post. */
export const guestBookRoutes = [
  callRoute(calls.queryGuestMessages, {
    handle: ({ db, body }) =>
      pagedQuery(
        db,
        body,
        {
          from: 'FROM guest_messages WHERE platform_id = @platform',
          orderBy: 'position DESC',
          params: { platform: body.PlatformId },
        },
        message,
      ),
  }),
  callRoute(calls.postGuestMessage, {
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
        time: formatTime(new Date()),
        reply: null,
      };
      db.prepare(
        'INSERT INTO guest_messages (id, platform_id, name, contact, content, time, reply, position) VALUES (?, ?, ?, ?, ?, ?, NULL, ?)',
      ).run(row.id, body.PlatformId, row.name, row.contact, row.content, row.time, position);
      return message(row);
    },
  }),
];
