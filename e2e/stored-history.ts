import type { Page } from '@playwright/test';

/** The ids the device's history holds for the client tenant, read from IndexedDB as the page stored them. */
export function storedHistoryIds(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('portal-history');
        // Not there yet: leave it to the page to create, with its store.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) return resolve([]);
          const get = db.transaction('entries').objectStore('entries').get('tenant:client');
          get.onsuccess = () =>
            resolve(
              ((get.result as { entries?: Array<{ id: string }> } | undefined)?.entries ?? []).map(
                (entry) => entry.id,
              ),
            );
        };
        open.onerror = () => resolve([]);
      }),
  );
}
