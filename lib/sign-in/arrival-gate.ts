import type { SiteConfig } from '@/sites/schema';
import { ARRIVAL_QUERY, type ArrivalOutcome } from './arrival-params';

let arrival: Promise<ArrivalOutcome> | null = null;

/**
 * Handles this page's arrival once, whoever asks first (the runtime of every page, the tenant
 * entry, the personal-page guard). Most pages have no arrival parameters: the code that reads them
 * loads only when they are there.
 */
export function runArrival(site: Pick<SiteConfig, 'VirtualDirectory' | 'SsoCleintId' | 'WebBusinessType'>) {
  arrival ??= ARRIVAL_QUERY.test(window.location.search)
    ? import('./arrive').then(
        (module) => module.arrive(site),
        // The code could not load (offline, a new deployment): the page stays as it is.
        (): ArrivalOutcome => 'none',
      )
    : Promise.resolve('none');
  return arrival;
}
