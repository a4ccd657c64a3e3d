import type { SiteConfig } from '@/sites/schema';

/**
 * Browser-storage keys of SPEC §3 beside the `authInfo` record. Session storage lives per tab;
 * the keys that must survive a sign-in round trip through the provider stay in session storage
 * too, because the round trip happens in the same tab.
 */
export const storageKeys = {
  redirectUri: 'redirect_uri',
  redirectFrom: 'redirect_from',
  referTime: 'referTime',
  identityType: 'identitytype',
  defaultPage: 'DefaultPageHostDefaultPageUrl',
  idTokenClient: 'id_token_client',
  /**
   * This tab declined a handed-over sign-in, or stopped one that signed someone else in: its next
   * sign-in asks the SSO for its form (prompt=login), whatever session the SSO holds.
   */
  loginPrompt: 'sso_login_prompt',
  ggzyTokenClient: 'ggzy_token_client',
  activeMenu: 'acitveMenu',
  /** The menu item the next page lights whatever its path (the buyer jump's menu 2), once. */
  landingMenu: 'acitveMenuLanding',
  buyer: 'buyer',
  buyerUrl: 'BUYER_URL',
  lastError: 'lastApiError',
  popupShown: 'isShowMarkPopup',
  /** The list's view (rows, cards or table), the device's choice, in local storage. */
  listView: 'listView',
  /** Where a list was left, per address, in the tab's session storage (the address follows it). */
  listScroll: 'listScroll ',
} as const;

/** The system key is kept per platform and website (SPEC §3). */
export function systemKeyName(site: Pick<SiteConfig, 'PlatformId' | 'WebSite'>): string {
  return `SystemKey_${site.PlatformId}_${site.WebSite}`;
}

function safe<T>(run: () => T, fallback: T): T {
  try {
    return typeof window === 'undefined' ? fallback : run();
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): behave as if empty.
    return fallback;
  }
}

export const sessionValues = {
  get: (key: string): string | null => safe(() => window.sessionStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => window.sessionStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => window.sessionStorage.removeItem(key), undefined),
  clear: () => safe(() => window.sessionStorage.clear(), undefined),
};

export const localValues = {
  get: (key: string): string | null => safe(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => window.localStorage.removeItem(key), undefined),
  clear: () => safe(() => window.localStorage.clear(), undefined),
};
