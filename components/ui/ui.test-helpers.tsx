import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MessagesProvider } from '@/components/i18n/messages-provider';
import messages from '@/messages/zh-CN.json';

/** The HTML a component renders with the real catalogue, before any effect runs. */
export function renderMarkup(element: ReactElement): string {
  return renderToStaticMarkup(<MessagesProvider messages={messages}>{element}</MessagesProvider>);
}

/** The text a visitor reads in that HTML, tags dropped. */
export function renderText(element: ReactElement): string {
  return renderMarkup(element)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
