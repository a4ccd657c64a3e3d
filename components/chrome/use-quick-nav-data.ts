'use client';

import { customerServiceValues, specCalls } from '@/lib/contract/spec-calls';
import { useCall } from '@/lib/api/use-call';
import type { SiteConfig } from '@/sites/schema';

/** What the quick panel shows from the centre: mobile app address, feedback link, service desk. */
export function useQuickNavData(site: SiteConfig, wants: { mobile: boolean; customerService: boolean }) {
  const mobile = useCall(specCalls.findByAppUrl, wants.mobile ? {} : null);
  const sidebar = useCall(specCalls.sidebarConfig, { PlatformId: site.PlatformId });
  const service = useCall(
    site.WebBusinessType === 'SmallLease'
      ? specCalls.smallLeaseCustomerService
      : specCalls.leaseCustomerService,
    wants.customerService ? {} : null,
  );
  return {
    mobileUrl: mobile.data?.AppClientUrl || null,
    feedbackUrl: sidebar.data?.IsShow && sidebar.data.Value ? sidebar.data.Value : null,
    customerService: service.data ? customerServiceValues(service.data) : null,
  };
}
