import type { ApiError } from './errors';

type Notifier = (error: ApiError) => void;
let notify: Notifier = () => {};

/** The UI installs the toast that shows failed calls (lib stays free of components). */
export function setApiErrorNotifier(notifier: Notifier): () => void {
  notify = notifier;
  return () => {
    if (notify === notifier) notify = () => {};
  };
}

/** Tells the user about a failed call, through whatever the UI installed. */
export function notifyApiError(error: ApiError): void {
  notify(error);
}
