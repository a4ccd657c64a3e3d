import { PROVINCE_CLIENT } from './deployments';

/** Development, test and preview hosts: a bare origin there opens the province client. */
export const provinceClientHosts = [
  'localhost',
  '127.0.0.1',
  'dev.hnsggzy.example',
  'test.hnsggzy.example',
  'preview.hnsggzy.example',
];

/** Production hosts that serve one tenant at their root. */
export const tenantHosts: Record<string, string> = {
  'www.hnsggzy.example': PROVINCE_CLIENT,
};

/**
 * The tenant a bare origin belongs to. Unknown hosts also get the province client: a visitor
 * should land on a portal, never on an empty directory listing.
 */
export function tenantForHost(host: string, known: ReadonlySet<string>): string {
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const mapped = tenantHosts[hostname];
  if (mapped && known.has(mapped)) return mapped;
  return PROVINCE_CLIENT;
}
