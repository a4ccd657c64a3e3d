/** The tenants of the portal browser tests, with the list each one opens and its seed key. */
export const portalTenants = [
  { vd: 'client', key: 'assets', list: 'buyerweb/list/', detail: 'buyerweb/noticeDetail/' },
  // A city lists its own announcements (the sandbox honours TradingOrgId): fewer than a page.
  {
    vd: '4101client',
    key: 'assets',
    list: 'buyerweb/list/',
    detail: 'buyerweb/noticeDetail/',
    firstPage: 3,
  },
  { vd: 'recycle', key: 'recycle', list: 'recycleweb/annc_list/', detail: 'recycleweb/publicDetail/' },
  {
    vd: 'solidwaste',
    key: 'solidwaste',
    list: 'solidwasteweb/annc_list/',
    detail: 'solidwasteweb/anncDetail/',
  },
  { vd: 'inventory', key: 'inventory', list: 'inventoryweb/annc/', detail: 'inventoryweb/publicDetail/' },
  { vd: 'brand', key: 'brand', list: 'brandweb/anncNoticeList/', detail: 'brandweb/noticeDetail/' },
  { vd: 'seed', key: 'seed', list: 'seedweb/anncNoticeList/', detail: 'seedweb/noticeDetail/' },
  { vd: 'lease', key: 'lease', list: 'leaseweb/annc/', detail: 'leaseweb/anncDetail/' },
  { vd: 'smalllease', key: 'smalllease', list: 'smallleaseweb/annc/', detail: 'smallleaseweb/anncDetail/' },
  { vd: 'forest', key: 'forest', list: 'forestweb/list/', detail: 'forestweb/noticeDetail/' },
] as const;
