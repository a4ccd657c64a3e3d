import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { clientMessages } from '@/lib/site/build-time/client-messages';
import { MessagesProvider } from './messages-provider';

/**
 * Hands a page family's own namespace (portal, user centre) to its client components, on its
 * pages only: every page's hydration data carries the text it hands over, so the others skip it.
 */
export async function PageMessages({
  namespace,
  children,
}: {
  namespace: string | readonly string[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  const wanted = typeof namespace === 'string' ? [namespace] : namespace;
  return <MessagesProvider messages={clientMessages(messages, wanted)}>{children}</MessagesProvider>;
}
