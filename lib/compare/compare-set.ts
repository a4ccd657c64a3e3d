import * as z from 'zod/mini';
import { lotRecord } from '@/lib/device/lot-record';
import { deviceList } from '@/lib/device/store';
import { COMPARE_DATABASE } from './compare-database';

/** At most this many lots side by side: a phone shows two columns, a desktop four. */
export const MAX_COMPARED = 4;

/**
 * A lot in the compare set: only what the tray and the links need. The compare page reads
 * everything else through the detail's own call, so it is as fresh as the detail.
 */
const comparedLotSchema = lotRecord({ addedAt: z.number() });
export type ComparedLot = z.output<typeof comparedLotSchema>;

export const compareSet = deviceList({
  database: COMPARE_DATABASE,
  cap: MAX_COMPARED,
  schema: comparedLotSchema,
});

export type AddResult = { ok: true; lots: ComparedLot[] } | { ok: false; reason: 'limit' | 'storage' };

/** Adds a lot at the end (a lot already there stays where it is); a fifth is refused. */
export async function addLot(
  tenant: string,
  lot: Omit<ComparedLot, 'addedAt'>,
  now = Date.now(),
): Promise<AddResult> {
  let full = false;
  try {
    const lots = await compareSet.change(tenant, (current) => {
      if (current.some((entry) => entry.id === lot.id)) return current;
      full = current.length >= MAX_COMPARED;
      return full ? current : [...current, { ...lot, addedAt: now }];
    });
    return full ? { ok: false, reason: 'limit' } : { ok: true, lots };
  } catch {
    return { ok: false, reason: 'storage' };
  }
}

/** Takes a lot out of the set; null when storage failed. */
export async function removeLot(tenant: string, id: string): Promise<ComparedLot[] | null> {
  try {
    return await compareSet.change(tenant, (current) => current.filter((entry) => entry.id !== id));
  } catch {
    return null;
  }
}
