'use client';

import { customerServiceValues } from '@/lib/contract/spec-values';
import { useCall } from '@/lib/api/use-call';
import type { SiteConfig } from '@/sites/schema';
import { publicCall } from '@/lib/api/call-ref';

/** What the quick panel shows from the centre: mobile app address, feedback link, service desk. */
export function useQuickNavData(site: SiteConfig, wants: { mobile: boolean; customerService: boolean }) {
  const mobile = useCall(publicCall('findByAppUrl'), wants.mobile ? {} : null);
  const sidebar = useCall(publicCall('sidebarConfig'), { PlatformId: site.PlatformId });
  const service = useCall(
    site.WebBusinessType === 'SmallLease'
      ? publicCall('smallLeaseCustomerService')
      : publicCall('leaseCustomerService'),
    wants.customerService ? {} : null,
  );
  return {
    // Whether the panel's items are known: 意见反馈 is one only when the centre names its address.
    itemsKnown: sidebar.data !== undefined || sidebar.error !== undefined,
    mobileUrl: mobile.data?.AppClientUrl || null,
    feedbackUrl: sidebar.data?.IsShow && sidebar.data.Value ? sidebar.data.Value : null,
    customerService: service.data ? customerServiceValues(service.data) : null,
  };
}
