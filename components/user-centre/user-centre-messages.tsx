import type { ReactNode } from 'react';
import { MessagesProvider } from '@/components/i18n/messages-provider';
import { getMessages } from 'next-intl/server';
import { clientMessages } from '@/lib/site/client-messages';

/**
 * Hands the user-centre text to the client components of these pages only, so the other pages
 * never ship it.
 */
export async function UserCentreMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <MessagesProvider messages={{ ...clientMessages(messages), userCentre: messages.userCentre }}>
      {children}
    </MessagesProvider>
  );
}
