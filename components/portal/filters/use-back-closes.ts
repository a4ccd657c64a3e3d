'use client';

import { useEffect, useRef } from 'react';

/** Marks the history entry an open sheet added; the address stays the list's. */
export const SHEET_ENTRY = 'filterSheet';

/** Whether the current history entry is the one an open sheet added. */
export function onSheetEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && SHEET_ENTRY in state;
}

/**
 * A phone's Back closes an open sheet instead of leaving the page, as a phone's own sheets do: the
 * sheet adds a history entry at the same address while it is open. Closed in the page (关闭,
 * Escape, 查询), it takes its entry back, so the next Back leaves the list as before.
 */
export function useBackCloses(open: boolean, onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    const before: unknown = window.history.state;
    window.history.pushState({ ...(typeof before === 'object' ? before : null), [SHEET_ENTRY]: true }, '');
    const onPop = () => close.current();
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (onSheetEntry()) window.history.back();
    };
  }, [open]);
}
