import { sharedLoad } from '@/lib/load/shared-load';
import { ELDER_MODE_ATTRIBUTE, ELDER_MODE_KEY, ELDER_MODE_ON as ON } from './elder-mode-key';

export { ELDER_MODE_ATTRIBUTE, ELDER_MODE_KEY };

/** The stored record's check (zod) loads beside the page: until then the page shows what the boot script read. */
const loadCheck = sharedLoad(() => import('./elder-mode-value').then((module) => module.parseElderMode));

/**
 * Runs inline in every page's <head>, before the style sheet paints anything, so a reload in
 * 长者模式 never shows the small text first. It applies the same rule as `parseElderMode`
 * (elder-mode-value.ts) without
 * zod (no module has loaded yet); a unit test holds the two equal. app/layout.tsx puts it inline,
 * and the build hashes it into each page's script policy (scripts/lib/finish-export.ts).
 */
export const elderModeBootScript = `try{if(localStorage.getItem("${ELDER_MODE_KEY}")=="${ON}")document.documentElement.setAttribute("${ELDER_MODE_ATTRIBUTE}","")}catch(e){}`;

type Listener = () => void;
const listeners = new Set<Listener>();
// Kept in memory too, so the switch still works for the page when storage is refused.
let current: boolean | null = null;
// Counts the choices made on this page: a check that answers after a newer choice is stale.
let choices = 0;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored record; a storage that refuses the read holds none (nor could the boot script read one). */
function storedChoice(): string | null {
  try {
    return storage()?.getItem(ELDER_MODE_KEY) ?? null;
  } catch {
    return null;
  }
}

function apply(on: boolean) {
  document.documentElement.toggleAttribute(ELDER_MODE_ATTRIBUTE, on);
}

let restylePending = false;

/**
 * Gives the whole page the chosen look once the frame that shows the switch's new state is out.
 * The look restyles and lays out every element in larger text (150 ms and more on a slow phone,
 * `npm run bench:taps`): done in the tap's own frame, the switch answered only with it. Later
 * taps before then are folded in: the page takes the last choice.
 */
function applyAfterTheSwitchShows() {
  if (restylePending) return;
  restylePending = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      restylePending = false;
      apply(current ?? false);
    }, 0),
  );
}

/** What the boot script marked, until the record has been read through its check. */
export function readElderMode(): boolean {
  return current ?? document.documentElement.hasAttribute(ELDER_MODE_ATTRIBUTE);
}

export function setElderMode(on: boolean): void {
  choices += 1;
  current = on;
  applyAfterTheSwitchShows();
  try {
    if (on) storage()?.setItem(ELDER_MODE_KEY, ON);
    else storage()?.removeItem(ELDER_MODE_KEY);
  } catch {
    // A full or refused storage keeps the choice for this page only.
  }
  for (const listener of listeners) listener();
}

/** Follows the choice made in this tab and, through the storage event, in the device's other tabs. */
export function subscribeElderMode(listener: Listener): () => void {
  listeners.add(listener);
  const follow = (stored: string | null) => {
    const choicesBefore = choices;
    // Nothing stored is off: most visitors never chose, and their pages need no check loaded to
    // know it (its chunk would come, and run, while the page hydrates).
    const checked =
      stored === null ? Promise.resolve(false) : loadCheck().then((parseElderMode) => parseElderMode(stored));
    void checked.then(
      (on) => {
        // The visitor tapped while the check loaded: their tap is the newer choice.
        if (choices !== choicesBefore) return;
        current = on;
        apply(on);
        listener();
      },
      // The check could not load (offline, a new release): the page keeps what it shows.
      () => undefined,
    );
  };
  // The boot script may not have run (storage refused then, script blocked): the page follows the record.
  if (current === null) follow(storedChoice());
  const onStorage = (event: StorageEvent) => {
    if (event.key !== ELDER_MODE_KEY && event.key !== null) return;
    follow(event.key === null ? null : event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
