'use client';

import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { attachOutlet } from './toast';

/** sonner's toaster; attached after it has mounted, so no waiting toast is published to nobody. */
export default function SonnerOutlet() {
  useEffect(() => attachOutlet(toast), []);
  return <Toaster position="top-center" richColors />;
}
