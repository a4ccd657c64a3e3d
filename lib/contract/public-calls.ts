import { queryBanners } from './home-banners';
import { getHouse, queryHouseMap } from './house-map';
import { portalCalls } from './portal-calls';
import { specCalls } from './spec-calls';

/**
 * Every call a page outside the user centre makes, by name: what `lib/api/call-ref.ts` loads (with
 * zod) beside a page's first answer.
 */
export const publicCalls = { ...specCalls, ...portalCalls, queryBanners, queryHouseMap, getHouse } as const;
