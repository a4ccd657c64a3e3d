import type { SiteConfig } from '@/sites/schema';
import { sessionReadable } from '@/lib/session/store';
import { ARRIVAL_QUERY } from '@/lib/contract/arrival-params';
import type { ArrivalOutcome } from './arrival-outcome';
import { handedTokenWaiting } from './handed-token-boot';

let arrival: Promise<ArrivalOutcome> | null = null;

/**
 * Handles this page's arrival once, whoever asks first (the runtime of every page, the tenant
 * entry, the personal-page guard). Most pages have no arrival parameters: the code that reads them
 * loads only when they are there. It settles once the stored session can be read (none is stored,
 * or its check has loaded), so whoever awaits it may act on the session.
 */
export function runArrival(site: Pick<SiteConfig, 'VirtualDirectory' | 'SsoCleintId' | 'WebBusinessType'>) {
  arrival ??= Promise.all([
    sessionReadable(),
    ARRIVAL_QUERY.test(window.location.search) || handedTokenWaiting() ? import('./arrive') : null,
  ]).then(
    ([, module]) => (module ? module.arrive(site) : 'none'),
    // The code could not load (offline, a new deployment): the page stays as it is.
    (): ArrivalOutcome => 'none',
  );
  return arrival;
}
