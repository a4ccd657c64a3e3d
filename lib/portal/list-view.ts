import { storageKeys } from '@/lib/session/browser-keys';

/** How a list draws its announcements: compact rows (a phone's default), cards (a wide screen's) or a table. */
export const listViews = ['compact', 'card', 'table'] as const;
export type ListView = (typeof listViews)[number];

/** The device's choice, under its own local-storage key. */
export const LIST_VIEW_KEY = storageKeys.listView;

/**
 * Only one of the three words is a choice; anything else left there is ignored. A check of three
 * words, not a zod schema: the list reads it when its first rows paint, and zod's core is not in
 * the list's start-up code.
 */
export function parseListView(raw: string | null): ListView | null {
  return listViews.find((view) => view === raw) ?? null;
}

/** Without a choice a phone gets rows, four or more lots a screen; a wider screen the cards of SPEC §2. */
export function defaultListView(phone: boolean): ListView {
  return phone ? 'compact' : 'card';
}

export function readListView(): ListView | null {
  try {
    return parseListView(window.localStorage.getItem(LIST_VIEW_KEY));
  } catch {
    return null;
  }
}

export function saveListView(view: ListView): void {
  try {
    window.localStorage.setItem(LIST_VIEW_KEY, view);
  } catch {
    // Refused or full storage: the choice holds for this page only.
  }
}
