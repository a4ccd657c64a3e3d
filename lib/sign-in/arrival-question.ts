/**
 * What an arrival with an id_token asks the person at the screen before anything happens: who the
 * link would sign in (and who is signed in now, when that is someone else), or why the link was
 * ignored. `lib/` stays free of UI: the page installs the dialog that asks (AuthRuntime).
 */
export type ArrivalQuestion =
  | { kind: 'confirm'; arriving: string }
  | { kind: 'switch'; current: string; arriving: string }
  | { kind: 'refused' };

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
