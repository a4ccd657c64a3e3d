import * as z from 'zod/mini';
import { count, flag, id, optionalText, optionalTime, shownAmount, text, time } from './fields';
import { defineCall, pageRequestShape, pageSchema, platformIdField } from './call';
import { anncFilterShape } from './announcement-filters';

import { anncKinds, anncStates, type AnncKind, type AnncState } from './announcement-values';

export { anncKinds, anncStates, type AnncKind, type AnncState };
export const anncKindSchema = z.enum(anncKinds);
export const anncStateSchema = z.enum(anncStates);

/** Badge styles of SPEC §4: default (pending), pass, reject, end, approve. */
export const badgeStyles = ['default', 'pass', 'reject', 'end', 'approve'] as const;
export const badgeStyleSchema = z.enum(badgeStyles);
export type BadgeStyle = z.infer<typeof badgeStyleSchema>;

/**
 * What the client needs to act on: the id (links), the kind and state (which list and badge) and
 * CanApply (the button). Everything else is shown as it comes.
 */
export const anncListItemSchema = z.object({
  AnncId: id,
  Kind: anncKindSchema,
  Title: text,
  /** Project code shown under the title. */
  Code: text,
  ViewCount: count,
  /** The key dates of the countdowns (UTC+8); a missing one shows no countdown to it. */
  ApplyEndTime: optionalTime,
  BidStartTime: optionalTime,
  BidEndTime: optionalTime,
  PublishTime: time,
  /** Picture of the card; null shows the platform's placeholder. */
  ImageUrl: optionalText,
  State: anncStateSchema,
  /** An unknown style shows the default (pending) badge. */
  BadgeStyle: z.catch(badgeStyleSchema, 'default'),
  /** Badge words as the centre words them (e.g. 竞价中, 已成交). */
  BadgeText: text,
  /** The apply-to-bid button is enabled only while the centre accepts applications. */
  CanApply: flag(false),
  /**
   * Beyond SPEC: the listing price (a lease's monthly rent), in yuan, that the price filter and sort
   * read; anything but a number is no price.
   */
  Price: shownAmount,
});
export type AnncListItem = z.infer<typeof anncListItemSchema>;

/**
 * POST /baseapi/api/AnncApi/QueryAnncList: one page of a platform's list, filtered by state and word
 * (and, beyond SPEC, by the optional filters of announcement-filters.ts).
 */
export const queryAnncListRequestSchema = z.object({
  PlatformId: platformIdField,
  Kind: anncKindSchema,
  /** Null lists every state (the 全部 tab). */
  State: z._default(z.nullable(anncStateSchema), null),
  /** Search word from the header search; matched against title and code. Free text, no length limit. */
  Word: z._default(z.string(), ''),
  ...pageRequestShape,
  ...anncFilterShape,
});
export type QueryAnncListRequest = z.input<typeof queryAnncListRequestSchema>;

export const anncPageSchema = pageSchema(anncListItemSchema);

export const queryAnncList = defineCall(
  '/api/AnncApi/QueryAnncList',
  queryAnncListRequestSchema,
  anncPageSchema,
  { auth: 'none' },
);
