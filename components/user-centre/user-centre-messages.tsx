import type { ReactNode } from 'react';
import { PageMessages } from '@/components/i18n/page-messages';

/** The user-centre text, for the client components of these pages only. */
export function UserCentreMessages({ children }: { children: ReactNode }) {
  return <PageMessages namespace="userCentre">{children}</PageMessages>;
}
