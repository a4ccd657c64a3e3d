import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The page's origin, or null while hydrating a page rendered at build time (no origin then): a
 * link that depends on it renders its build-time form first and is corrected in the browser.
 */
export function usePageOrigin(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  );
}
