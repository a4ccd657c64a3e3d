'use client';

import { useCall } from '@/lib/api/use-call';
import { useContentShown } from '@/components/site/content-first';
import { useSite } from '@/lib/site/site-context';
import { publicCall } from '@/lib/api/call-ref';

// The page's largest paint is drawn from this answer: its module loads with the page.
const queryBanners = publicCall('queryBanners', () => import('@/lib/contract/home-banners'));

/**
 * The centre's banner picture behind the home title; until it loads, the themed band shows. It is
 * the largest thing the home paints, so it is fetched ahead of the pictures further down.
 */
export function HomeBannerImage() {
  const site = useSite();
  const { data, error } = useCall(queryBanners, { PlatformId: site.PlatformId });
  useContentShown(data !== undefined || error !== undefined);
  const banner = data?.Items[0];
  if (!banner) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- attachment host, static export
    <img
      src={banner.ImageUrl}
      alt=""
      width={1920}
      height={420}
      fetchPriority="high"
      className="absolute inset-0 h-full w-full object-cover"
      data-testid="home-banner-image"
    />
  );
}
