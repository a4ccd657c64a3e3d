import type { PlatformId } from './schema';

/**
 * Each business's own categories of what it trades: the type filter of its lists. Names are under
 * `listFilters.categories` in messages/zh-CN.json; the sandbox files its generated
 * announcements under the same ids.
 */
export const categoriesByPlatform: Record<PlatformId, readonly string[]> = {
  AssetsCliectApp: ['vehicle', 'realty', 'equipment', 'equity', 'land-use'],
  EquitytrustClientApp: ['custody', 'pledge'],
  RecycleClientApp: ['steel', 'nonferrous', 'cable', 'offcut'],
  InventoryClientApp: ['components', 'chips', 'phone-parts', 'panels'],
  SolidWasteClientApp: ['fly-ash', 'slag', 'gypsum', 'catalyst'],
  TrivialdealClientApp: ['electronics', 'furniture', 'scrap-vehicle'],
  BrandClientApp: ['trademark', 'brand-licence', 'heritage'],
  BrandTrustClientApp: ['brand-custody', 'trademark-licence'],
  SeedClientApp: ['wheat', 'corn', 'peanut'],
  SeedTrustClientApp: ['variety-registration', 'breeding'],
  IPRClientApp: ['invention', 'utility-model', 'software'],
  IPRTrustClientApp: ['patent-registration', 'know-how'],
  SportClientApp: ['naming', 'broadcast', 'venue'],
  ForestCliectApp: ['forest-land', 'timber', 'nursery'],
  RuralCliectApp: ['farmland', 'farm-facility', 'breeding-farm'],
  LeaseClientApp: ['shop', 'office', 'factory', 'warehouse'],
  SmallLeaseClientApp: ['home', 'storefront', 'stall', 'parking'],
  ExpertClientApp: ['review', 'consulting'],
};
