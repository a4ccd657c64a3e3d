import { sendCall } from '@/lib/api/send-call';
import type { ApiSite } from '@/lib/api/transport';
import { keyDatesOf, type KeyDate } from '@/lib/portal/key-dates';
import { detailRoute } from '@/lib/portal/route-set';
import { detailUrl } from './detail-url';
import type { SiteConfig } from '@/sites/schema';
import { publicCall, userCentreCall } from '@/lib/api/call-ref';

const getAnncDetail = publicCall('getAnncDetail');
const queryFavourites = publicCall('queryFavourites');
const queryMyParticipation = userCentreCall('queryMyParticipation');

const PAGE_SIZE = 100;
/** Details read at once: enough to be quick, few enough not to crowd the centre's server. */
const PARALLEL_READS = 4;

type Site = ApiSite & SiteConfig;

/** Every page of a paged list, one request after another. */
async function allPages<T>(read: (page: number) => Promise<{ Total: number; Items: T[] }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await read(page);
    items.push(...answer.Items);
    if (answer.Items.length === 0 || items.length >= answer.Total) return items;
  }
}

/** The announcements the signed-in buyer follows: every favourite and every participation. */
export async function followedAnncIds(site: Site, which: 'favourites' | 'participation' | 'both') {
  const [favourites, participation] = await Promise.all([
    which === 'participation'
      ? []
      : allPages((page) =>
          sendCall(site, queryFavourites, {
            PlatformId: site.PlatformId,
            PageIndex: page,
            PageSize: PAGE_SIZE,
          }),
        ),
    which === 'favourites'
      ? []
      : allPages((page) =>
          sendCall(site, queryMyParticipation, { State: null, PageIndex: page, PageSize: PAGE_SIZE }),
        ),
  ]);
  return [...new Set([...favourites, ...participation].map((item) => item.AnncId))];
}

/** The key dates of these announcements, read from their details. */
export async function keyDatesOfAnnouncements(site: Site, anncIds: string[]): Promise<KeyDate[]> {
  const dates: KeyDate[] = [];
  const queue = [...anncIds];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const detail = await sendCall(site, getAnncDetail, { PlatformId: site.PlatformId, AnncId: id });
      dates.push(
        ...keyDatesOf(detail, detailUrl(site, detailRoute(site.portalApp, detail.Kind), detail.AnncId)),
      );
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_READS }, worker));
  return dates;
}
