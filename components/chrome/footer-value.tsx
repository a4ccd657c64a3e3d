'use client';

import { customerServiceValues } from '@/lib/contract/spec-values';
import { useCall } from '@/lib/api/use-call';
import { useSite } from '@/lib/site/site-context';
import { serviceHoursText } from '@/lib/site/chrome/service-hours';
import { publicCall } from '@/lib/api/call-ref';

type Props =
  | {
      source: 'service';
      field: 'phone' | 'morning' | 'afternoon' | 'address';
      fallback: string;
      /** 上午/下午: hours values carry the half-day word exactly once. */
      halfDay?: string;
    }
  | { source: 'org'; field: 'Tel' | 'Email' | 'Address'; fallback: string };

/**
 * One contact value of a footer, as the centre serves it: the customer-service dictionary
 * (small lease has its own) or inventory's FindOrgContactInfo. Missing values say so; none is made up.
 */
export function FooterValue(props: Props) {
  const site = useSite();
  const service = useCall(
    site.WebBusinessType === 'SmallLease'
      ? publicCall('smallLeaseCustomerService')
      : publicCall('leaseCustomerService'),
    props.source === 'service' ? {} : null,
  );
  const org = useCall(publicCall('findOrgContactInfo'), props.source === 'org' ? {} : null);
  const value =
    props.source === 'service'
      ? service.data
        ? customerServiceValues(service.data)[props.field]
        : null
      : (org.data?.[props.field] ?? null);
  const done = props.source === 'service' ? !service.isLoading : !org.isLoading;
  if (!done) return null;
  if (!value) return <>{props.fallback}</>;
  return <>{props.source === 'service' && props.halfDay ? serviceHoursText(props.halfDay, value) : value}</>;
}
