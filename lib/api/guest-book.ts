import { z } from 'zod';
import { pageRequestShape, pageSchema, platformIdField, portalCall, timeField } from './portal-call';

export const guestMessageSchema = z.object({
  MessageId: z.string().min(1),
  Name: z.string().min(1),
  /** Contact as published (masked by the centre). */
  Contact: z.string(),
  Content: z.string().min(1),
  Time: timeField,
  Reply: z.string().nullable(),
});
export type GuestMessage = z.infer<typeof guestMessageSchema>;

/** POST /baseapi/api/GuestBookApi/QueryMessageList: newest first. */
export const queryGuestMessages = portalCall(
  '/api/GuestBookApi/QueryMessageList',
  z.object({ PlatformId: platformIdField, ...pageRequestShape }),
  pageSchema(guestMessageSchema),
);

export const postGuestMessageRequestSchema = z.object({
  PlatformId: platformIdField,
  Name: z.string().trim().min(1).max(20),
  Contact: z.string().trim().min(1).max(50),
  Content: z.string().trim().min(1).max(500),
});
export type PostGuestMessageRequest = z.input<typeof postGuestMessageRequestSchema>;

/** POST /baseapi/api/GuestBookApi/PostMessage: visitors may post a demand message. */
export const postGuestMessage = portalCall(
  '/api/GuestBookApi/PostMessage',
  postGuestMessageRequestSchema,
  guestMessageSchema,
);
