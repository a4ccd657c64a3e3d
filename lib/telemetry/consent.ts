/**
 * Do Not Track and Global Privacy Control: a visitor who asks not to be tracked sends nothing, and
 * the reporting code does not even load.
 */
export function reportsAllowed(nav: Navigator): boolean {
  const flags = nav as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack !== '1' && flags.globalPrivacyControl !== true;
}

/** The share of page views that report: the tenant's own, else its profile's default. */
export function sampleRate(tenantRate: number | null, profile: string | undefined): number {
  if (tenantRate !== null) return tenantRate;
  return profile === 'sandbox' ? 1 : DEFAULT_SAMPLE_RATE;
}

/** A tenant that names no rate reports one page view in ten in production and test. */
export const DEFAULT_SAMPLE_RATE = 0.1;

/**
 * Whether this page view reports, decided once when the page loads: a visitor either counts whole
 * (every measure and error of the view) or not at all, so the p75 of a sampled tenant is unbiased.
 */
export function sampledView(rate: number, random: () => number = Math.random): boolean {
  if (!(rate > 0)) return false;
  return rate >= 1 || random() < rate;
}
