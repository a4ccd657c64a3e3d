/** Representative tenants the browser tests walk through (issue: one of each kind). */
export const representativeTenants = {
  province: 'client',
  city: '4101client',
  county: '410181client',
  recycle: 'recycle',
  inventory: 'inventory',
  equitytrust: 'equitytrust',
  brand: 'brand',
  lease: 'lease',
  smalllease: 'smalllease',
  forest: 'forest',
} as const;
