import * as z from 'zod/mini';
import { articleDetailSchema, articleListItemSchema } from './articles';
import { pageRequestShape, pageSchema, platformIdField, portalCall, requestId } from './portal-call';

/** POST /baseapi/api/NewsApi/QueryNewsList: the `news` route of recycle, solid waste and inventory. */
export const queryNewsList = portalCall(
  '/api/NewsApi/QueryNewsList',
  z.object({ PlatformId: platformIdField, ...pageRequestShape }),
  pageSchema(articleListItemSchema),
);

/** POST /baseapi/api/NewsApi/GetNewsDetail */
export const getNewsDetail = portalCall(
  '/api/NewsApi/GetNewsDetail',
  z.object({ PlatformId: platformIdField, NewsId: requestId }),
  articleDetailSchema,
);
