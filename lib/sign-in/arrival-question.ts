import type { AccountLabel } from '@/lib/contract/account-label';

/**
 * What a hand-over asks the person at the screen before anything happens: who the link would sign
 * in (and who is signed in now, when that is someone else); or what it tells them afterwards: why
 * the link was ignored, how to sign in as someone else after 取消, and, on the platform that
 * handed the sign-in over, that it signed out or why it did not. `lib/` stays free of UI: the page
 * installs the dialog that asks (AuthRuntime).
 */
export type ArrivalQuestion =
  | { kind: 'confirm'; arriving: AccountLabel }
  | { kind: 'switch'; current: AccountLabel; arriving: AccountLabel }
  | { kind: ArrivalNotice };

/** What is only told, answered by 知道了. */
export type ArrivalNotice = 'refused' | 'declined' | 'handedOver' | 'jumpFailed' | 'jumpBlocked';

type Asker = (question: ArrivalQuestion) => Promise<boolean>;

let asker: Asker | null = null;
const waiting: Array<() => void> = [];

/** The UI installs the dialog; questions asked before it is there wait for it. */
export function setArrivalAsker(next: Asker): () => void {
  asker = next;
  for (const resume of waiting.splice(0)) resume();
  return () => {
    if (asker === next) asker = null;
  };
}

/** Asks the person; true only when they chose to go on (sign in, or switch). */
export async function askArrival(question: ArrivalQuestion): Promise<boolean> {
  if (!asker) await new Promise<void>((resume) => waiting.push(resume));
  return asker!(question);
}
