'use client';

import {
  customerServiceValues,
  findByAppUrl,
  leaseCustomerService,
  sidebarConfig,
  smallLeaseCustomerService,
} from '@/lib/api/chrome-calls';
import { usePortalCall } from '@/lib/api/use-portal-call';
import type { SiteConfig } from '@/sites/schema';

/** What the quick panel shows from the centre: mobile app address, feedback link, service desk. */
export function useQuickNavData(site: SiteConfig, wants: { mobile: boolean; customerService: boolean }) {
  const mobile = usePortalCall(findByAppUrl, wants.mobile ? {} : null);
  const sidebar = usePortalCall(sidebarConfig, { PlatformId: site.PlatformId });
  const service = usePortalCall(
    site.WebBusinessType === 'SmallLease' ? smallLeaseCustomerService : leaseCustomerService,
    wants.customerService ? {} : null,
  );
  return {
    mobileUrl: mobile.data?.AppClientUrl || null,
    feedbackUrl: sidebar.data?.IsShow && sidebar.data.Value ? sidebar.data.Value : null,
    customerService: service.data ? customerServiceValues(service.data) : null,
  };
}
