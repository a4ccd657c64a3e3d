'use client';

import { useSyncExternalStore } from 'react';
import { COMPARE_DATABASE } from './compare-database';

/*
 * Which lots of the tenant are in the compare set, for the toggles and the tray of this page. The
 * set (its schema and IndexedDB) loads in a chunk of its own when a toggle first renders, so a
 * list, a detail or a home carries only this file before it hydrates.
 */
let ids: readonly string[] | null = null;
let loading: string | null = null;
// Counts the page's own changes: a read of the stored set that began before one of them is older
// than what the page already shows (a press during the page's start, before the set was read).
let changes = 0;
const listeners = new Set<() => void>();

function emit(next: readonly string[]) {
  ids = next;
  listeners.forEach((listener) => listener());
}

/** The page's own change (a toggle, the tray, the compare page): every toggle follows at once. */
export function setCompareIds(next: readonly string[]): void {
  changes += 1;
  emit(next);
}

/**
 * Whether this device ever kept a compare set: most never did, and their pages then load none of
 * the set's code. Where the browser cannot list its databases, the set is read.
 */
async function mayHaveSet(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases();
  return databases.some((database) => database.name === COMPARE_DATABASE);
}

async function read(tenant: string): Promise<readonly string[]> {
  if (!(await mayHaveSet())) return [];
  const { compareSet } = await import('./compare-set');
  return (await compareSet.read(tenant)).map((lot) => lot.id);
}

function load(tenant: string) {
  if (loading === tenant) return;
  loading = tenant;
  const changesBefore = changes;
  const settle = (stored: readonly string[]) => {
    if (changes === changesBefore) emit(stored);
  };
  void read(tenant)
    .then(settle)
    .catch(() => settle([]));
}

/** Follows the tenant's ids; reading the stored set starts with the first subscriber. */
export function subscribeCompareIds(tenant: string, listener: () => void): () => void {
  listeners.add(listener);
  load(tenant);
  return () => listeners.delete(listener);
}

/** The ids in the set, null until read. */
export function compareIdsNow(): readonly string[] | null {
  return ids;
}

/** The ids in the set, null until read; reading starts with the first component that asks. */
export function useCompareIds(tenant: string): readonly string[] | null {
  return useSyncExternalStore(
    (listener) => subscribeCompareIds(tenant, listener),
    compareIdsNow,
    () => null,
  );
}
