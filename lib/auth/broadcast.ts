import * as z from 'zod/mini';

/** What one tab tells the others about the shared sign-in. */
const authMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('logout') }),
  z.object({ type: z.literal('refreshed') }),
]);
export type AuthMessage = z.infer<typeof authMessageSchema>;

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

/** Listens to the other tabs; messages of an unknown shape are ignored. */
export function listenToOtherTabs(listener: (message: AuthMessage) => void): () => void {
  const receiver = channel();
  if (!receiver) return () => {};
  const onMessage = (event: MessageEvent) => {
    const parsed = authMessageSchema.safeParse(event.data);
    if (parsed.success) listener(parsed.data);
  };
  receiver.addEventListener('message', onMessage);
  return () => receiver.removeEventListener('message', onMessage);
}
