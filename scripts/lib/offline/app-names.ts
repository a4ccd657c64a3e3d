import type { PlatformId, SiteConfig } from '../../../sites/schema';

/**
 * What a launcher shows under an installed tenant (issue 40): 19 tenants had 河南省公共资源交易中心
 * and every city's six platforms its own centre's name, cut to the same few characters, over one of
 * two colours. A short name is the place and the platform (郑州国有产权), and the icon's ground is
 * the platform's colour, so two installed platforms of one city, or one platform of two cities, are
 * told apart at a glance.
 */
const platformWords: Record<PlatformId, string> = {
  AssetsCliectApp: '国有产权',
  TrivialdealClientApp: '小额物资',
  ForestCliectApp: '林权',
  RuralCliectApp: '农村产权',
  EquitytrustClientApp: '股权托管',
  RecycleClientApp: '废旧物资',
  SolidWasteClientApp: '固废',
  InventoryClientApp: '电子库存',
  BrandClientApp: '品牌资产',
  BrandTrustClientApp: '品牌托管',
  SeedClientApp: '种业交易',
  SeedTrustClientApp: '种业登记',
  IPRClientApp: '知识产权',
  IPRTrustClientApp: '知产登记',
  SportClientApp: '体育资源',
  ExpertClientApp: '专家采购',
  LeaseClientApp: '资产租赁',
  SmallLeaseClientApp: '小额租赁',
};

/** Icon grounds, each dark enough for the white logo (at least 4.5:1 against white). */
const platformColours: Record<PlatformId, string> = {
  AssetsCliectApp: '#1449ae',
  TrivialdealClientApp: '#8a4b00',
  ForestCliectApp: '#1e7b45',
  RuralCliectApp: '#5b6b00',
  EquitytrustClientApp: '#6a3d9a',
  RecycleClientApp: '#00695c',
  SolidWasteClientApp: '#5d4037',
  InventoryClientApp: '#283593',
  BrandClientApp: '#ad1457',
  BrandTrustClientApp: '#880e4f',
  SeedClientApp: '#2e7d32',
  SeedTrustClientApp: '#33691e',
  IPRClientApp: '#4527a0',
  IPRTrustClientApp: '#311b92',
  SportClientApp: '#c62828',
  ExpertClientApp: '#37474f',
  LeaseClientApp: '#00838f',
  SmallLeaseClientApp: '#006064',
};

/** The centre's place without 公共资源交易中心 and its last 省/市/县 (河南, 郑州, 平顶山; 滑县 stays). */
function placeOf(site: Pick<SiteConfig, 'NoLoginLogoWord'>): string {
  const place = site.NoLoginLogoWord.replace(/公共资源交易中心$/, '');
  return place.length > 2 ? place.replace(/[省市县]$/, '') : place;
}

/** The installed app's short name: the place, then the platform (郑州国有产权). */
export function appShortName(site: Pick<SiteConfig, 'NoLoginLogoWord' | 'PlatformId'>): string {
  return `${placeOf(site)}${platformWords[site.PlatformId]}`;
}

/** The installed app's icon ground: its platform's colour. */
export function appIconColour(site: Pick<SiteConfig, 'PlatformId'>): string {
  return platformColours[site.PlatformId];
}
