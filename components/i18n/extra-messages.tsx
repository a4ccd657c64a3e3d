'use client';

import { use, type ReactNode } from 'react';
import { MessagesContext, MessagesProvider, type MessageTree } from './messages-provider';

/** Adds namespaces to the page's messages for the components inside (a list's filters). */
export function ExtraMessages({ messages, children }: { messages: MessageTree; children: ReactNode }) {
  const outer = use(MessagesContext);
  return <MessagesProvider messages={{ ...outer, ...messages }}>{children}</MessagesProvider>;
}
