import type { SiteConfig } from '@/sites/schema';

const leaseTypes = new Set(['Lease', 'SmallLease']);

/** 账号设置 shows only for users whose DataFrom is 20, and always on lease tenants (SPEC §2). */
export function showsAccountSettings(
  site: Pick<SiteConfig, 'WebBusinessType'>,
  user: { DataFrom?: number | undefined },
): boolean {
  return leaseTypes.has(site.WebBusinessType) || user.DataFrom === 20;
}
