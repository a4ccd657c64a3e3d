import { z } from 'zod';
import {
  attachmentSchema,
  pageRequestShape,
  pageSchema,
  platformIdField,
  portalCall,
  timeField,
} from './portal-call';

/** Inventory's article lists go by `type` instead of a type id (SPEC §2). */
export const inventoryArticleTypes = ['dynamic', 'news', 'law', 'service', 'policy', 'download'] as const;
export const inventoryArticleTypeSchema = z.enum(inventoryArticleTypes);

export const articleListItemSchema = z.object({
  ArticleId: z.string().min(1),
  Title: z.string().min(1),
  PublishTime: timeField,
  Summary: z.string().nullable(),
  /** The typeid (or inventory type) the article is filed under. */
  TypeId: z.string().min(1),
});
export type ArticleListItem = z.infer<typeof articleListItemSchema>;

export const articleDetailSchema = articleListItemSchema.extend({
  Source: z.string().nullable(),
  /** Centre HTML, sanitised before display. */
  Html: z.string(),
  Attachments: z.array(attachmentSchema),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

/** Exactly one of TypeId (`articlelist?typeid=`) or Type (inventory `articleList?type=`). */
export const queryArticleListRequestSchema = z
  .object({
    PlatformId: platformIdField,
    TypeId: z.string().min(1).optional(),
    Type: inventoryArticleTypeSchema.optional(),
    ...pageRequestShape,
  })
  .refine((request) => (request.TypeId === undefined) !== (request.Type === undefined), {
    message: 'exactly one of TypeId or Type',
  });

/** POST /baseapi/api/ArticleApi/QueryArticleList */
export const queryArticleList = portalCall(
  '/api/ArticleApi/QueryArticleList',
  queryArticleListRequestSchema,
  pageSchema(articleListItemSchema),
);

/** POST /baseapi/api/ArticleApi/GetArticleDetail */
export const getArticleDetail = portalCall(
  '/api/ArticleApi/GetArticleDetail',
  z.object({ PlatformId: platformIdField, ArticleId: z.string().min(1) }),
  articleDetailSchema,
);
