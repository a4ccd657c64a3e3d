'use client';

import { createContext, type ReactNode } from 'react';
import type { AbstractIntlMessages } from 'next-intl';

/** A namespace of the catalogue: text, or further namespaces. */
export type MessageTree = AbstractIntlMessages;

export const MessagesContext = createContext<MessageTree>({});

/**
 * The messages of the namespaces a page's client components translate (see
 * lib/site/build-time/client-messages.ts). The catalogue only uses plain `{name}` placeholders, so a lookup
 * and a replace do what next-intl's client runtime and its ICU parser did, without shipping them.
 */
export function MessagesProvider({ messages, children }: { messages: MessageTree; children: ReactNode }) {
  return <MessagesContext value={messages}>{children}</MessagesContext>;
}
