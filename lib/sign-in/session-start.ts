import { sessionValues } from '@/lib/session/browser-keys';

/** Once per tab: a static site loads a page per navigation, and each load is not a new start. */
export const SESSION_STARTED_KEY = 'silentRefreshDone';

/** A sign-in that just completed is this tab's start: its tokens are fresh, no silent refresh. */
export function markSessionStarted(): void {
  sessionValues.set(SESSION_STARTED_KEY, '1');
}
