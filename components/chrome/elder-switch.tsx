'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { readElderMode, setElderMode, subscribeElderMode } from '@/lib/site/elder-mode';

/**
 * The 长者模式 switch: a button with the switch role, so Space and Enter work as on any button and a
 * screen reader says on or off. The look itself is app/globals.css's, keyed to <html>.
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
      className={`items-center gap-2 hover:text-primary ${className}`}
      data-testid="elder-switch"
    >
      {t('elderMode')}
      <span aria-hidden className="relative h-4 w-7 shrink-0 rounded-full border border-current">
        <span
          className={`absolute top-0.5 size-2.5 rounded-full bg-current ${on ? 'right-0.5' : 'left-0.5 opacity-50'}`}
        />
      </span>
    </button>
  );
}
