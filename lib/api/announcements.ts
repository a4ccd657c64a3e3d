import { z } from 'zod';
import { pageRequestShape, pageSchema, platformIdField, portalCall, timeField } from './portal-call';

/** Which list an announcement belongs to: project announcements, notices, or results. */
export const anncKinds = ['project', 'notice', 'result'] as const;
export const anncKindSchema = z.enum(anncKinds);
export type AnncKind = z.infer<typeof anncKindSchema>;

/** Card states of SPEC §4: published, waiting for bid start, bidding, bid ended. */
export const anncStates = ['Published', 'WaitingBid', 'Bidding', 'BidEnded'] as const;
export const anncStateSchema = z.enum(anncStates);
export type AnncState = z.infer<typeof anncStateSchema>;

/** Badge styles of SPEC §4: default (pending), pass, reject, end, approve. */
export const badgeStyles = ['default', 'pass', 'reject', 'end', 'approve'] as const;
export const badgeStyleSchema = z.enum(badgeStyles);
export type BadgeStyle = z.infer<typeof badgeStyleSchema>;

export const anncListItemSchema = z.object({
  AnncId: z.string().min(1),
  Kind: anncKindSchema,
  Title: z.string().min(1),
  /** Project code shown under the title. */
  Code: z.string().min(1),
  ViewCount: z.number().int().min(0),
  BidStartTime: timeField.nullable(),
  PublishTime: timeField,
  /** Picture of the card; null shows the platform's placeholder. */
  ImageUrl: z.string().nullable(),
  State: anncStateSchema,
  BadgeStyle: badgeStyleSchema,
  /** Badge words as the centre words them (e.g. 竞价中, 已成交). */
  BadgeText: z.string().min(1),
  /** The apply-to-bid button is enabled only while the centre accepts applications. */
  CanApply: z.boolean(),
});
export type AnncListItem = z.infer<typeof anncListItemSchema>;

/** POST /baseapi/api/AnncApi/QueryAnncList: one page of a platform's list, filtered by state and word. */
export const queryAnncListRequestSchema = z.object({
  PlatformId: platformIdField,
  Kind: anncKindSchema,
  /** Null lists every state (the 全部 tab). */
  State: anncStateSchema.nullable().default(null),
  /** Search word from the header search; matched against title and code. Free text, no length limit. */
  Word: z.string().default(''),
  ...pageRequestShape,
});
export type QueryAnncListRequest = z.input<typeof queryAnncListRequestSchema>;

export const anncPageSchema = pageSchema(anncListItemSchema);

export const queryAnncList = portalCall(
  '/api/AnncApi/QueryAnncList',
  queryAnncListRequestSchema,
  anncPageSchema,
);
