import type { SessionUser } from '@/lib/session/schema';
import { storageKeys } from '@/lib/session/browser-keys';

/** Local-storage flag: the interest-marks popup has been shown in this browser (SPEC §4); full logout clears it. */
export const MARKS_POPUP_KEY = storageKeys.popupShown;

/** SPEC §9: the popup opens about 1000 ms after load. */
export const MARKS_POPUP_DELAY_MS = 1000;

/** Once per browser, for a signed-in user who should pick marks and has none yet. */
export function shouldShowMarks(user: SessionUser | null, alreadyShown: boolean): boolean {
  if (alreadyShown || !user?.UserId || !user.MemberId) return false;
  return user.IsShowMark === true && (user.MarkIds ?? []).length === 0;
}

/**
 * Only the inventory platform has mark categories to offer (SPEC §4 loads the list there only); a
 * popup elsewhere would ask the user to choose among nothing (SPEC deviation "Marks popup on
 * inventory only", docs/architecture.md).
 */
export function platformHasMarkCategories(webBusinessType: string): boolean {
  return webBusinessType === 'inventory';
}
