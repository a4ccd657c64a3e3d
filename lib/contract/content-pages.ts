import * as z from 'zod/mini';
import { code, text, time } from './fields';
import { defineCall, platformIdField } from './call';

/** Footer content page ids (`ylHead?id=`) per platform (SPEC §2). */
export const contentPageIds = {
  RecycleClientApp: [2, 4, 5],
  SolidWasteClientApp: [1, 2, 3, 5, 6, 7, 10, 11, 12, 13, 15, 16, 17, 18, 19],
} as const;

export const contentPageSchema = z.object({
  PageId: code,
  Title: text,
  /** Centre HTML, sanitised before display. */
  Html: text,
  UpdateTime: time,
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** POST /baseapi/api/ContentApi/GetContentPage; an unknown id answers ErrorCode 1. */
export const getContentPage = defineCall(
  '/api/ContentApi/GetContentPage',
  z.object({ PlatformId: platformIdField, PageId: z.number().check(z.int(), z.positive()) }),
  contentPageSchema,
  { auth: 'none' },
);
