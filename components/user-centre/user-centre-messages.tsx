import type { ReactNode } from 'react';
import { PageMessages } from '@/components/i18n/page-messages';

/** The form kit (buttons, field errors) speaks on these pages too. */
const namespaces = ['userCentre', 'uiForm'] as const;

/** The user-centre text, for the client components of these pages only. */
export function UserCentreMessages({ children }: { children: ReactNode }) {
  return <PageMessages namespace={namespaces}>{children}</PageMessages>;
}
