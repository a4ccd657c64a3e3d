'use client';

import {
  customerServiceValues,
  findByAppUrl,
  leaseCustomerService,
  sidebarConfig,
  smallLeaseCustomerService,
} from '@/lib/api/chrome-calls';
import { useChromeCall } from '@/lib/api/use-chrome-call';
import type { SiteConfig } from '@/sites/schema';

/** What the quick panel shows from the centre: mobile app address, feedback link, service desk. */
export function useQuickNavData(site: SiteConfig, wants: { mobile: boolean; customerService: boolean }) {
  const mobile = useChromeCall(site, findByAppUrl, wants.mobile ? {} : null);
  const sidebar = useChromeCall(site, sidebarConfig, { PlatformId: site.PlatformId });
  const service = useChromeCall(
    site,
    site.WebBusinessType === 'SmallLease' ? smallLeaseCustomerService : leaseCustomerService,
    wants.customerService ? {} : null,
  );
  return {
    mobileUrl: mobile.data?.AppClientUrl || null,
    feedbackUrl: sidebar.data?.IsShow && sidebar.data.Value ? sidebar.data.Value : null,
    customerService: service.data ? customerServiceValues(service.data) : null,
  };
}
