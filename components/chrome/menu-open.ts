'use client';

import { useSyncExternalStore } from 'react';

/**
 * Whether a phone's main menu is open, and where its list starts: the ☰ button sits in the header's
 * bar (components/chrome/menu-toggle.tsx), the list in the menu's own <nav>.
 */
export type MenuOpen = { open: false } | { open: true; top: number };

const closed: MenuOpen = { open: false };
let current: MenuOpen = closed;
const listeners = new Set<() => void>();

export function setMenuOpen(next: MenuOpen): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMenuOpen(): MenuOpen {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => closed,
  );
}
