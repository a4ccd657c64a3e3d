import * as z from 'zod/mini';
import { anncListItemSchema } from './announcements';
import { flag, id } from './fields';
import { pageRequestShape, pageSchema, platformIdField, portalCall, requestId } from './portal-call';

const favouriteRequestSchema = z.object({ PlatformId: platformIdField, AnncId: requestId });

/** POST /baseapi/api/CollectApi/AddCollect: needs a signed-in user; adding twice is not an error. */
export const addFavourite = portalCall(
  '/api/CollectApi/AddCollect',
  favouriteRequestSchema,
  z.object({ AnncId: id, IsCollected: flag(true) }),
);

/** POST /baseapi/api/CollectApi/RemoveCollect */
export const removeFavourite = portalCall(
  '/api/CollectApi/RemoveCollect',
  favouriteRequestSchema,
  z.object({ AnncId: id, IsCollected: flag(false) }),
);

/** POST /baseapi/api/CollectApi/QueryCollectList: the signed-in user's favourites, newest first. */
export const queryFavourites = portalCall(
  '/api/CollectApi/QueryCollectList',
  z.object({ PlatformId: platformIdField, ...pageRequestShape }),
  pageSchema(anncListItemSchema),
);
