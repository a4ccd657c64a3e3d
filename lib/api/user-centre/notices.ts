import * as z from 'zod/mini';
import { count, flag, id, text } from '../fields';
import { doneSchema, idField, pageRequestShape, pageSchema, timeField, userCentreCall } from './call';

export const noticeItemSchema = z.object({
  Id: id,
  Title: text,
  Content: text,
  IsRead: flag(false),
  SendTime: timeField,
});
export type NoticeItem = z.infer<typeof noticeItemSchema>;

/** POST /baseapi/api/NoticeApi/QueryMyNotices: newest first, with the unread count. */
export const queryMyNotices = userCentreCall(
  '/api/NoticeApi/QueryMyNotices',
  z.object({ ...pageRequestShape }),
  z.extend(pageSchema(noticeItemSchema), { Unread: count }),
);
/** POST /baseapi/api/NoticeApi/MarkNoticeRead */
export const markNoticeRead = userCentreCall(
  '/api/NoticeApi/MarkNoticeRead',
  z.object({ Id: idField }),
  doneSchema,
);
