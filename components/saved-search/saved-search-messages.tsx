import type { ReactNode } from 'react';
import catalogue from '@/messages/zh-CN.json';
import { MessagesProvider } from '@/components/i18n/messages-provider';

// The dialog and 我的搜索 bring their own text when they load, not in every page's messages.
const messages = { savedSearch: catalogue.savedSearch };

export function SavedSearchMessages({ children }: { children: ReactNode }) {
  return <MessagesProvider messages={messages}>{children}</MessagesProvider>;
}
