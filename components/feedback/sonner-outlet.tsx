'use client';

import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { useTranslations } from '@/components/i18n/use-translations';
import toastRegionText from '@/messages/parts/auth.toastRegion.json';
import { attachOutlet } from './toast';

/** sonner's toaster; attached after it has mounted, so no waiting toast is published to nobody. */
export default function SonnerOutlet() {
  const t = useTranslations('auth', toastRegionText);
  useEffect(() => attachOutlet(toast), []);
  // Named in Chinese, without sonner's English "Notifications alt+T" and its hotkey.
  return <Toaster position="top-center" richColors containerAriaLabel={t('toastRegion')} hotkey={[]} />;
}
