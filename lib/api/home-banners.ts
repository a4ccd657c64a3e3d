import { z } from 'zod';
import { platformIdField, portalCall } from './portal-call';

/** One home-page banner picture; unknown fields pass, missing text means none. */
export const bannerSchema = z.looseObject({
  ImageUrl: z.string().min(1),
  Title: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
});
export type Banner = z.output<typeof bannerSchema>;

/** POST /baseapi/api/PortalApi/QueryBanners: the platform's home banners, first one shown. */
export const queryBanners = portalCall(
  '/api/PortalApi/QueryBanners',
  z.object({ PlatformId: platformIdField }),
  z.looseObject({ Items: z.array(bannerSchema) }),
);
