import type { ReactNode } from 'react';
import { LeftMenu } from './left-menu';
import { SignedInOnly } from './signed-in-only';

/** The user-centre layout: the left menu beside the page, both only for a signed-in user. */
export function UserCentreFrame({ children }: { children: ReactNode }) {
  return (
    <SignedInOnly>
      <div className="flex items-start gap-5" data-testid="user-centre">
        <LeftMenu />
        <section className="min-h-[765px] min-w-0 flex-1 bg-white p-6 shadow-sm">{children}</section>
      </div>
    </SignedInOnly>
  );
}
