/**
 * The device's IndexedDB databases (lib/device/store.ts): 比一比's set, 浏览记录, 保存搜索. Beside
 * the store, not in `storageKeys`: every page's start-up carries that table, and only the device's
 * lists, which load later, name these.
 */
export const deviceDatabases = {
  compare: 'portal-compare',
  history: 'portal-history',
  savedSearches: 'portal-saved-searches',
} as const;
