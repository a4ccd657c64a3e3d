import * as z from 'zod/mini';
import { id, optionalText, text, time } from './fields';
import { defineCall, pageRequestShape, pageSchema, platformIdField } from './call';

export const guestMessageSchema = z.object({
  MessageId: id,
  Name: text,
  /** Contact as published (masked by the centre). */
  Contact: text,
  Content: text,
  Time: time,
  Reply: optionalText,
});
export type GuestMessage = z.infer<typeof guestMessageSchema>;

/** POST /baseapi/api/GuestBookApi/QueryMessageList: newest first. */
export const queryGuestMessages = defineCall(
  '/api/GuestBookApi/QueryMessageList',
  z.object({ PlatformId: platformIdField, ...pageRequestShape }),
  pageSchema(guestMessageSchema),
  { auth: 'none' },
);

const trimmed = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const postGuestMessageRequestSchema = z.object({
  PlatformId: platformIdField,
  Name: trimmed(20),
  Contact: trimmed(50),
  Content: trimmed(500),
});
export type PostGuestMessageRequest = z.input<typeof postGuestMessageRequestSchema>;

/** POST /baseapi/api/GuestBookApi/PostMessage: visitors may post a demand message. */
export const postGuestMessage = defineCall(
  '/api/GuestBookApi/PostMessage',
  postGuestMessageRequestSchema,
  guestMessageSchema,
  { auth: 'none' },
);
