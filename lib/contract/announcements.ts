import * as z from 'zod/mini';
import { flag, id, optionalCount, optionalText, optionalTime, shown, shownAmount, text } from './fields';
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

/** A title to link by: a record without one cannot be shown as a lot. */
export const neededTitle = z.pipe(text, z.string().check(z.trim(), z.minLength(1)));

/**
 * Strict about what the client needs to show and act on a lot: its id (links, keys), its kind and
 * its title. Every other field is only shown, so a value the client cannot read (a state it does
 * not know, an odd count or date) is left out of that lot and noted (`shown`), never a reason to
 * refuse it: the state is then null and the badge shows the centre's own BadgeText.
 */
export const anncListItemSchema = z.object({
  AnncId: id,
  Kind: anncKindSchema,
  Title: neededTitle,
  /** Project code shown under the title. */
  Code: shown('Code', text),
  /** Shown only when the answer gives it. */
  ViewCount: shown('ViewCount', optionalCount),
  /** The key dates of the countdowns (UTC+8); a missing one shows no countdown to it. */
  ApplyEndTime: shown('ApplyEndTime', optionalTime),
  BidStartTime: shown('BidStartTime', optionalTime),
  BidEndTime: shown('BidEndTime', optionalTime),
  PublishTime: shown('PublishTime', optionalTime),
  /** Picture of the card; null shows the platform's placeholder. */
  ImageUrl: shown('ImageUrl', optionalText),
  /** Null when missing or a state SPEC §4 does not name: the time then moves nothing. */
  State: shown(
    'State',
    z.pipe(
      z.nullish(anncStateSchema),
      z.transform((value) => value ?? null),
    ),
  ),
  /** An unknown style shows the default (pending) badge. */
  BadgeStyle: z.catch(badgeStyleSchema, 'default'),
  /** Badge words as the centre words them (e.g. 竞价中, 已成交). */
  BadgeText: shown('BadgeText', text),
  /** The apply-to-bid button is enabled only while the centre accepts applications. */
  CanApply: shown('CanApply', flag(false)),
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
