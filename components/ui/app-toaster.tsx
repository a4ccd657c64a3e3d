'use client';

import { Toaster } from 'sonner';

/** The one toast outlet of a tenant page; every toast of the client lands here. */
export function AppToaster() {
  return <Toaster position="top-center" richColors closeButton={false} duration={3000} />;
}
