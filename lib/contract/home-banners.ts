import * as z from 'zod/mini';
import { list, optionalText } from './fields';
import { defineCall, platformIdField } from './call';

/** One home-page banner picture; the picture is what the page needs, the title may be missing. */
export const bannerSchema = z.object({
  ImageUrl: z.string().check(z.minLength(1)),
  Title: optionalText,
});
export type Banner = z.output<typeof bannerSchema>;

/** POST /baseapi/api/PortalApi/QueryBanners: the platform's home banners, first one shown. */
export const queryBanners = defineCall(
  '/api/PortalApi/QueryBanners',
  z.object({ PlatformId: platformIdField }),
  z.object({ Items: list(bannerSchema) }),
  { auth: 'none' },
);
