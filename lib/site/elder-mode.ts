import * as z from 'zod/mini';

/** The device's choice of 长者模式: its own local-storage key, apart from the sign-in record. */
export const ELDER_MODE_KEY = 'elderMode';
/** The attribute on <html> that app/globals.css keys the larger, stronger look to. */
export const ELDER_MODE_ATTRIBUTE = 'data-elder';
const ON = 'on';

const storedSchema = z.literal(ON);

/** Only the exact stored word turns it on; anything else another script or a person left there is ignored. */
export function parseElderMode(raw: string | null): boolean {
  return storedSchema.safeParse(raw).success;
}

/**
 * Runs inline in every page's <head>, before the style sheet paints anything, so a reload in
 * 长者模式 never shows the small text first. It applies the same rule as `parseElderMode` without
 * zod (no module has loaded yet); a unit test holds the two equal. app/layout.tsx puts it inline,
 * and the build hashes it into each page's script policy (scripts/lib/finish-export.ts).
 */
export const elderModeBootScript = `try{if(localStorage.getItem("${ELDER_MODE_KEY}")=="${ON}")document.documentElement.setAttribute("${ELDER_MODE_ATTRIBUTE}","")}catch(e){}`;

type Listener = () => void;
const listeners = new Set<Listener>();
// Kept in memory too, so the switch still works for the page when storage is refused.
let current: boolean | null = null;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function apply(on: boolean) {
  document.documentElement.toggleAttribute(ELDER_MODE_ATTRIBUTE, on);
}

export function readElderMode(): boolean {
  current ??= parseElderMode(storage()?.getItem(ELDER_MODE_KEY) ?? null);
  return current;
}

export function setElderMode(on: boolean): void {
  current = on;
  apply(on);
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
  // The boot script may not have run (storage refused then, script blocked): the page follows the record.
  apply(readElderMode());
  const onStorage = (event: StorageEvent) => {
    if (event.key !== ELDER_MODE_KEY && event.key !== null) return;
    current = parseElderMode(event.key === null ? null : event.newValue);
    apply(current);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
