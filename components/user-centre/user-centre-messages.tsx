import type { ReactNode } from 'react';
import { PageMessages } from '@/components/i18n/page-messages';
import {
  userCentreLayoutText,
  userCentrePageText,
  type UserCentrePage,
} from '@/lib/user-centre/user-centre-text';

/**
 * The user-centre text for the client components inside: the layout's (the left menu, the sign-in
 * wait) without `page`, one page's own with it (lib/user-centre/user-centre-text.ts).
 */
export function UserCentreMessages({ page, children }: { page?: UserCentrePage; children: ReactNode }) {
  const namespaces = page ? userCentrePageText[page] : userCentreLayoutText;
  return <PageMessages namespace={namespaces}>{children}</PageMessages>;
}
