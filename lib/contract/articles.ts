import * as z from 'zod/mini';
import { id, list, optionalText, text, time } from './fields';
import {
  attachmentSchema,
  defineCall,
  pageRequestShape,
  pageSchema,
  platformIdField,
  requestId,
} from './call';

import { inventoryArticleTypes } from './announcement-values';

export { inventoryArticleTypes };
export const inventoryArticleTypeSchema = z.enum(inventoryArticleTypes);

export const articleListItemSchema = z.object({
  ArticleId: id,
  Title: text,
  PublishTime: time,
  Summary: optionalText,
  /** The typeid (or inventory type) the article is filed under. */
  TypeId: text,
});
export type ArticleListItem = z.infer<typeof articleListItemSchema>;

export const articleDetailSchema = z.extend(articleListItemSchema, {
  Source: optionalText,
  /** Centre HTML, sanitised before display. */
  Html: text,
  Attachments: list(attachmentSchema),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

/** Exactly one of TypeId (`articlelist?typeid=`) or Type (inventory `articleList?type=`). */
export const queryArticleListRequestSchema = z
  .object({
    PlatformId: platformIdField,
    TypeId: z.optional(z.string().check(z.minLength(1))),
    Type: z.optional(inventoryArticleTypeSchema),
    ...pageRequestShape,
  })
  .check(
    z.refine((request) => (request.TypeId === undefined) !== (request.Type === undefined), {
      message: 'exactly one of TypeId or Type',
    }),
  );

/** POST /baseapi/api/ArticleApi/QueryArticleList */
export const queryArticleList = defineCall(
  '/api/ArticleApi/QueryArticleList',
  queryArticleListRequestSchema,
  pageSchema(articleListItemSchema),
  { auth: 'none' },
);

/** POST /baseapi/api/ArticleApi/GetArticleDetail */
export const getArticleDetail = defineCall(
  '/api/ArticleApi/GetArticleDetail',
  z.object({ PlatformId: platformIdField, ArticleId: requestId }),
  articleDetailSchema,
  { auth: 'none' },
);
