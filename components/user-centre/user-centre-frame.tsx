import type { ReactNode } from 'react';
import { LeftMenu } from './left-menu';
import { SignedInOnly } from './signed-in-only';

/** The user-centre layout: the left menu beside the page, both only for a signed-in user. */
export function UserCentreFrame({ children }: { children: ReactNode }) {
  return (
    <SignedInOnly>
      <div className="flex flex-col items-stretch gap-5 md:flex-row md:items-start" data-testid="user-centre">
        <LeftMenu />
        <section className="min-w-0 flex-1 bg-white p-4 shadow-sm md:min-h-[765px] md:p-6">
          {children}
        </section>
      </div>
    </SignedInOnly>
  );
}
