import * as z from 'zod/mini';
import { defineCall, pageRequestShape, pageSchema, platformIdField, requestId } from './call';
import { articleDetailSchema, articleListItemSchema } from './articles';

/** POST /baseapi/api/NewsApi/QueryNewsList: the `news` route of recycle, solid waste and inventory. */
export const queryNewsList = defineCall(
  '/api/NewsApi/QueryNewsList',
  z.object({ PlatformId: platformIdField, ...pageRequestShape }),
  pageSchema(articleListItemSchema),
  { auth: 'none' },
);

/** POST /baseapi/api/NewsApi/GetNewsDetail */
export const getNewsDetail = defineCall(
  '/api/NewsApi/GetNewsDetail',
  z.object({ PlatformId: platformIdField, NewsId: requestId }),
  articleDetailSchema,
  { auth: 'none' },
);
