import * as z from 'zod/mini';
import { lotRecord } from '@/lib/device/lot-record';
import { deviceList } from '@/lib/device/store';
import { deviceDatabases } from '@/lib/device/databases';

/** The details a tenant's 浏览记录 keeps on a device, newest first. */
export const MAX_VISITS = 50;

/** A detail the visitor opened, and when it was last opened (ms since the epoch, the device's clock: the groups are the device's days). */
const visitSchema = lotRecord({ viewedAt: z.number() });
export type Visit = z.output<typeof visitSchema>;

export const history = deviceList({
  database: deviceDatabases.history,
  cap: MAX_VISITS,
  schema: visitSchema,
});

/** The visit on top; opened again, a detail moves up instead of showing twice. */
export function withVisit(visits: readonly Visit[], visit: Visit): Visit[] {
  return [visit, ...visits.filter((entry) => entry.id !== visit.id)].slice(0, MAX_VISITS);
}

/** Records that a detail was shown; a device that cannot store it loses nothing it showed. */
export async function recordVisit(tenant: string, visit: Omit<Visit, 'viewedAt'>, now = Date.now()) {
  try {
    await history.change(tenant, (visits) => withVisit(visits, { ...visit, viewedAt: now }));
  } catch {
    // No history on this device (private mode, storage full): the detail itself is unaffected.
  }
}

export function removeVisit(tenant: string, id: string): Promise<Visit[]> {
  return history.change(tenant, (visits) => visits.filter((entry) => entry.id !== id));
}

export function clearVisits(tenant: string): Promise<Visit[]> {
  return history.change(tenant, () => []);
}
