import { queryBanners } from '@/lib/contract/home-banners';
import { mediaUrl } from '../../media/handler';
import { callPath } from '../paths';
import { defineRoute } from '../route';

/** Home banners: one generated skyline per platform. */
export const bannerRoutes = [
  defineRoute({
    method: 'POST',
    path: callPath(queryBanners),
    auth: 'none',
    body: queryBanners.request,
    data: queryBanners.data,
    handle({ body }) {
      const seed = body.PlatformId.replace(/[^\w-]/g, '').slice(0, 60) || 'portal';
      return { Items: [{ ImageUrl: mediaUrl('banner', seed), Title: null }] };
    },
  }),
];
