import * as z from 'zod/mini';
import { count, flag, id, text, time } from '../fields';
import { defineCall, doneSchema, pageRequestShape, pageSchema, requestId } from '../call';

export const noticeItemSchema = z.object({
  Id: id,
  Title: text,
  Content: text,
  IsRead: flag(false),
  SendTime: time,
});
export type NoticeItem = z.infer<typeof noticeItemSchema>;

/** POST /baseapi/api/NoticeApi/QueryMyNotices: newest first, with the unread count. */
export const queryMyNotices = defineCall(
  '/api/NoticeApi/QueryMyNotices',
  z.object({ ...pageRequestShape }),
  z.extend(pageSchema(noticeItemSchema), { Unread: count }),
  { auth: 'required' },
);
/** POST /baseapi/api/NoticeApi/MarkNoticeRead */
export const markNoticeRead = defineCall(
  '/api/NoticeApi/MarkNoticeRead',
  z.object({ Id: requestId }),
  doneSchema,
  { auth: 'required' },
);
