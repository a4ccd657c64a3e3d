import type { Environment } from '../../../sites/environment';
import { cspOrigins } from '../matrix-nginx';
import { problems } from './report';
import { verifyOrigin, type UrlReport } from './verify';

export type ReleaseCheck = { reports: UrlReport[]; problems: string[]; tls: boolean };

/**
 * Holds an origin serving the release to the headers of its environment (the hosts its pages talk
 * to in the CSP; HSTS over https only). verify-headers runs it on the live origin, the deploy on
 * its staging origin before it goes live.
 */
export async function checkRelease(base: URL, environment: Environment): Promise<ReleaseCheck> {
  const tls = base.protocol === 'https:';
  const reports = await verifyOrigin(base, {
    ...cspOrigins(environment.addresses, environment.telemetry),
    tls,
  });
  return { reports, problems: problems(reports), tls };
}
