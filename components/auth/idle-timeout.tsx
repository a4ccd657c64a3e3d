'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import * as Dialog from '@/components/ui/dialog';
import { useTranslations } from '@/components/i18n/use-translations';
import idleText from '@/messages/parts/auth.idle.json';
import { useSite } from '@/lib/site/site-context';
import { logoutFull } from '@/lib/auth/logout';
import { secondsLeftAt, untilNextSecond } from '@/lib/auth/idle-countdown';

/**
 * Activity that restarts the idle timer. SPEC §4 names only the mouse-down; typing and touching count
 * too, so a person typing a long form, or on a phone, is not warned (and signed out) in the middle of it.
 */
const ACTIVITY_EVENTS = ['mousedown', 'keydown', 'input', 'touchstart'] as const;

/**
 * SPEC §4 idle timeout: every mouse-down, key, input or touch restarts a timer of idleSeconds; when it fires, the
 * dialog shows the tenant's tips text (the default one when it has none) and counts down once a second from idleCountdownSeconds and logs out at zero. Closing the
 * dialog or 确定 restarts the idle timer. The count is of the clock's seconds to a deadline, so timers
 * that run late (a busy phone, a background tab) neither stretch it nor delay the logout.
 */
export function IdleTimeout() {
  const site = useSite();
  const t = useTranslations('auth.idle', idleText);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const restart = useCallback(() => {
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => {
      const start = Date.now();
      setNow(start);
      setDeadline(start + site.idleCountdownSeconds * 1000);
    }, site.idleSeconds * 1000);
  }, [site.idleSeconds, site.idleCountdownSeconds]);

  useEffect(() => {
    restart();
    for (const type of ACTIVITY_EVENTS)
      document.addEventListener(type, restart, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, restart, { capture: true });
      if (idleTimer.current) clearTimeout(idleTimer.current);
    };
  }, [restart]);

  const secondsLeft = deadline === null ? null : secondsLeftAt(deadline, now);

  useEffect(() => {
    if (deadline === null) return;
    if (now >= deadline) {
      logoutFull(site);
      return;
    }
    const tick = setTimeout(() => setNow(Date.now()), untilNextSecond(deadline, now));
    return () => clearTimeout(tick);
  }, [deadline, now, site]);

  const dismiss = () => {
    setDeadline(null);
    restart();
  };

  return (
    <Dialog.Root
      open={secondsLeft !== null && secondsLeft > 0}
      onOpenChange={(open) => (open ? null : dismiss())}
    >
      <Dialog.Panel
        data-testid="idle-dialog"
        className="w-[calc(100%-24px)] p-6 text-ink md:w-[30%] md:min-w-[320px]"
      >
        <Dialog.Title className="text-lg font-bold">{t('title')}</Dialog.Title>
        <Dialog.Description className="mt-3">
          <span data-testid="idle-tips">{site.idleTips || t('tips')}</span>
        </Dialog.Description>
        <p className="mt-2 text-primary" role="timer" data-testid="idle-seconds">
          {t('secondsLeft', { seconds: secondsLeft ?? 0 })}
        </p>
        <div className="mt-4 flex justify-end">
          <button type="button" className="rounded bg-primary px-6 py-2 text-white" onClick={dismiss}>
            {t('confirm')}
          </button>
        </div>
        <Dialog.Close className="absolute right-3 top-3 text-muted" aria-label={t('close')}>
          ×
        </Dialog.Close>
      </Dialog.Panel>
    </Dialog.Root>
  );
}
