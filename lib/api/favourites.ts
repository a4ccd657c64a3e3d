import { z } from 'zod';
import { anncListItemSchema } from './announcements';
import { pageRequestShape, pageSchema, platformIdField, portalCall } from './portal-call';

const favouriteRequestSchema = z.object({ PlatformId: platformIdField, AnncId: z.string().min(1) });

/** POST /baseapi/api/CollectApi/AddCollect: needs a signed-in user; adding twice is not an error. */
export const addFavourite = portalCall(
  '/api/CollectApi/AddCollect',
  favouriteRequestSchema,
  z.object({ AnncId: z.string(), IsCollected: z.literal(true) }),
);

/** POST /baseapi/api/CollectApi/RemoveCollect */
export const removeFavourite = portalCall(
  '/api/CollectApi/RemoveCollect',
  favouriteRequestSchema,
  z.object({ AnncId: z.string(), IsCollected: z.literal(false) }),
);

/** POST /baseapi/api/CollectApi/QueryCollectList: the signed-in user's favourites, newest first. */
export const queryFavourites = portalCall(
  '/api/CollectApi/QueryCollectList',
  z.object({ PlatformId: platformIdField, ...pageRequestShape }),
  pageSchema(anncListItemSchema),
);
