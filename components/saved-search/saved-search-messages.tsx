import type { ReactNode } from 'react';
import { MessagesProvider } from '@/components/i18n/messages-provider';
// The dialog and 我的搜索 bring their own text when they load, not in every page's messages.
import messages from '@/messages/parts/savedSearch.json';

export function SavedSearchMessages({ children }: { children: ReactNode }) {
  return <MessagesProvider messages={messages}>{children}</MessagesProvider>;
}
