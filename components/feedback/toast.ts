/**
 * The page's toasts, without loading the toast library up front: most visits never show one. The
 * first toast loads sonner and mounts its outlet (`LazyToaster`); toasts raised meanwhile wait in
 * order and show as soon as the outlet is there.
 */
type Kind = 'success' | 'error' | 'warning';
/** `id` replaces a toast still showing with the same id rather than stacking another. */
export type ToastOptions = { id?: string; duration?: number };
export type ToastOutlet = Record<Kind, (message: string, options?: ToastOptions) => unknown>;

let outlet: ToastOutlet | null = null;
const waiting: Array<[Kind, string, ToastOptions | undefined]> = [];
const listeners = new Set<() => void>();
const shownWaiters: Array<() => void> = [];

function show(kind: Kind, message: string, options?: ToastOptions) {
  if (outlet) {
    outlet[kind](message, options);
    return;
  }
  waiting.push([kind, message, options]);
  for (const listener of listeners) listener();
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
};

/** Whether a toast has asked for the outlet: the lazy toaster renders from then on. */
export function outletWanted(): boolean {
  return outlet !== null || waiting.length > 0;
}

export function onOutletWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the mounted outlet: shows what waited, then every later toast goes straight to it. */
export function attachOutlet(next: ToastOutlet): () => void {
  outlet = next;
  for (const [kind, message, options] of waiting.splice(0)) next[kind](message, options);
  for (const resolve of shownWaiters.splice(0)) resolve();
  return () => {
    if (outlet === next) outlet = null;
  };
}

/**
 * Resolves once every toast raised so far is on screen: at once when the outlet is there, else when
 * it attaches (or, if the toast library cannot load, when the page gives up on it).
 */
export function toastsShown(): Promise<void> {
  if (outlet || waiting.length === 0) return Promise.resolve();
  return new Promise((resolve) => shownWaiters.push(resolve));
}

/**
 * Runs `action` (typically a page load, which ends the toast) `readMs` after the toasts raised so
 * far have shown: on a slow phone the toast library may take longer to arrive than the reading time,
 * and the visitor would otherwise never see why the page left.
 */
export function afterToastsRead(readMs: number, action: () => void): void {
  void toastsShown().then(() => setTimeout(action, readMs));
}
