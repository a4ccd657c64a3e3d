import { z } from 'zod';

/** What one tab tells the others about the shared sign-in. */
const authMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('logout') }),
  z.object({ type: z.literal('refreshed') }),
]);
export type AuthMessage = z.infer<typeof authMessageSchema>;

const CHANNEL = 'authInfo';

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

export function announce(message: AuthMessage): void {
  const sender = channel();
  if (!sender) return;
  sender.postMessage(message);
  sender.close();
}

/** Listens to the other tabs; messages of an unknown shape are ignored. */
export function listenToOtherTabs(listener: (message: AuthMessage) => void): () => void {
  const receiver = channel();
  if (!receiver) return () => {};
  receiver.onmessage = (event: MessageEvent) => {
    const parsed = authMessageSchema.safeParse(event.data);
    if (parsed.success) listener(parsed.data);
  };
  return () => receiver.close();
}
