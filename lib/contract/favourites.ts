import * as z from 'zod/mini';
import { flag, id } from './fields';
import { defineCall, pageRequestShape, pageSchema, platformIdField, requestId } from './call';
import { anncListItemSchema } from './announcements';

const favouriteRequestSchema = z.object({ PlatformId: platformIdField, AnncId: requestId });

/** POST /baseapi/api/CollectApi/AddCollect: needs a signed-in user; adding twice is not an error. */
export const addFavourite = defineCall(
  '/api/CollectApi/AddCollect',
  favouriteRequestSchema,
  z.object({ AnncId: id, IsCollected: flag(true) }),
  { auth: 'required' },
);

/** POST /baseapi/api/CollectApi/RemoveCollect */
export const removeFavourite = defineCall(
  '/api/CollectApi/RemoveCollect',
  favouriteRequestSchema,
  z.object({ AnncId: id, IsCollected: flag(false) }),
  { auth: 'required' },
);

/** POST /baseapi/api/CollectApi/QueryCollectList: the signed-in user's favourites, newest first. */
export const queryFavourites = defineCall(
  '/api/CollectApi/QueryCollectList',
  z.object({ PlatformId: platformIdField, ...pageRequestShape }),
  pageSchema(anncListItemSchema),
  { auth: 'required' },
);
