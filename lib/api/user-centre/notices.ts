import { z } from 'zod';
import { doneSchema, idField, pageRequestShape, pageSchema, timeField, userCentreCall } from './call';

export const noticeItemSchema = z.object({
  Id: z.string(),
  Title: z.string(),
  Content: z.string(),
  IsRead: z.boolean(),
  SendTime: timeField,
});
export type NoticeItem = z.infer<typeof noticeItemSchema>;

/** POST /baseapi/api/NoticeApi/QueryMyNotices: newest first, with the unread count. */
export const queryMyNotices = userCentreCall(
  '/api/NoticeApi/QueryMyNotices',
  z.object({ ...pageRequestShape }),
  pageSchema(noticeItemSchema).extend({ Unread: z.number().int().min(0) }),
);
/** POST /baseapi/api/NoticeApi/MarkNoticeRead */
export const markNoticeRead = userCentreCall(
  '/api/NoticeApi/MarkNoticeRead',
  z.object({ Id: idField }),
  doneSchema,
);
