import type { AuthMessage } from './auth-message';

export type { AuthMessage };

const CHANNEL = 'authInfo';

let shared: BroadcastChannel | null = null;

/**
 * One channel object per tab for sending and receiving: a channel never hears its own messages,
 * while a second object in the same tab would, and the tab would react to its own sign-out.
 */
function channel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  shared ??= new BroadcastChannel(CHANNEL);
  return shared;
}

export function announce(message: AuthMessage): void {
  channel()?.postMessage(message);
}

/**
 * Listens to the other tabs; messages of an unknown shape are ignored. Their schema loads with the
 * first message: most visits hear none, and every page listens.
 */
export function listenToOtherTabs(listener: (message: AuthMessage) => void): () => void {
  const receiver = channel();
  if (!receiver) return () => {};
  let listening = true;
  const onMessage = (event: MessageEvent) => {
    void import('./auth-message').then(
      ({ authMessageSchema }) => {
        const parsed = authMessageSchema.safeParse(event.data);
        if (parsed.success && listening) listener(parsed.data);
      },
      // The schema could not load (offline, a new deployment): the message is not acted on.
      () => undefined,
    );
  };
  receiver.addEventListener('message', onMessage);
  return () => {
    listening = false;
    receiver.removeEventListener('message', onMessage);
  };
}
