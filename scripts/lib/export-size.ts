import { formatBytes } from './cli';

/** The export of every tenant must stay within this (issue 12: it was 537 MiB; issue 62: 191 MiB, goal 120). */
export const EXPORT_GOAL_BYTES = 120 * 1024 * 1024;

/**
 * The size line of the build summary: the export as built, and for a partial build the size the
 * full matrix would have (tenants average the same; the shared assets count once), against the goal.
 */
export function exportSizeLine(
  tenantBytes: number[],
  sharedBytes: number,
  totalBytes: number,
  allTenants: number,
): string {
  const built = tenantBytes.length;
  const average = built ? tenantBytes.reduce((sum, bytes) => sum + bytes, 0) / built : 0;
  const full = built === allTenants ? totalBytes : Math.round(sharedBytes + average * allTenants);
  const verdict = full <= EXPORT_GOAL_BYTES ? 'within' : 'OVER';
  const scope =
    built === allTenants ? `all ${allTenants} tenants` : `${allTenants} tenants, estimated from ${built}`;
  return `export size ${formatBytes(full)} for ${scope} (${formatBytes(average)} a tenant), ${verdict} the goal of ${formatBytes(EXPORT_GOAL_BYTES)}`;
}
