import * as z from 'zod/mini';
import { ELDER_MODE_ON } from './elder-mode-key';

const storedSchema = z.literal(ELDER_MODE_ON);

/** Only the exact stored word turns it on; anything else another script or a person left there is ignored. */
export function parseElderMode(raw: string | null): boolean {
  return storedSchema.safeParse(raw).success;
}
