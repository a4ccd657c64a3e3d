import { queryBanners } from '@/lib/contract/home-banners';
import { mediaUrl } from '../../../media/handler';
import { callRoute } from '../../route';

/** Home banners: one generated skyline per platform. */
export const bannerRoutes = [
  callRoute(queryBanners, {
    handle({ body }) {
      const seed = body.PlatformId.replace(/[^\w-]/g, '').slice(0, 60) || 'portal';
      return { Items: [{ ImageUrl: mediaUrl('banner', seed), Title: null }] };
    },
  }),
];
