import { leasePlatforms } from '@/lib/contract/list-params';
import type { FilterChoices } from '@/lib/contract/list-param-kinds';
import { categoriesByPlatform } from '@/sites/categories';
import type { PlatformId } from '@/sites/schema';
import { regionChoices, regionCodes } from './regions';

/**
 * What a tenant's list filters know, for reading a list address away from its list (我的搜索
 * counts a saved search's list): the same regions, categories and lease rows the list reads with.
 */
export function tenantChoices(site: {
  Leval: number;
  AreaCode: string;
  PlatformId: PlatformId;
}): FilterChoices {
  return {
    regions: regionCodes(regionChoices(site)),
    categories: categoriesByPlatform[site.PlatformId],
    lease: leasePlatforms.includes(site.PlatformId),
  };
}
