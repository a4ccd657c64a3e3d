'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { readElderMode, setElderMode, subscribeElderMode } from '@/lib/site/chrome/elder-mode';

/**
 * The 长者模式 switch: a button with the switch role, so Space and Enter work as on any button and a
 * screen reader says on or off. Its track and the look it turns on are app/globals.css's, so they cost no script.
 */
export function ElderSwitch({ className = '' }: { className?: string }) {
  const t = useTranslations('header.topBar');
  const on = useSyncExternalStore(subscribeElderMode, readElderMode, () => false);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => setElderMode(!on)}
      className={`items-center gap-2 ${className}`}
    >
      {t('elderMode')}
      <span aria-hidden className="elder-switch-track" />
    </button>
  );
}
