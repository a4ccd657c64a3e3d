'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
// The text comes with this rarely loaded notice, not in every page's hydration data.
import offlineMessages from '@/messages/parts/offline.json';

/** The portal's times are China time (SPEC §7), so the saved time is shown in it too. */
const savedTimeFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

type Props = { savedAt: string };

/**
 * Where the notice's top goes: 8 px under the header's bar where that bar sticks to the top (a
 * phone: site name and ☰, components/chrome/header.tsx), which it would otherwise cover; 8 px
 * from the window's top where nothing sticks there.
 */
function useTopBelowStickyBar(): number {
  const [top, setTop] = useState(8);
  useEffect(() => {
    const bar = document.querySelector<HTMLElement>('[data-testid="header-bar"]');
    if (!bar) return;
    // The bar sits below the header's first row until the page scrolls it up to the top.
    const measure = () =>
      setTop(
        getComputedStyle(bar).position === 'sticky' ? Math.max(0, bar.getBoundingClientRect().bottom) + 8 : 8,
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure);
    };
  }, []);
  return top;
}

export default function OfflineNotice({ savedAt }: Props) {
  const t = useTranslations('offline', offlineMessages);
  const top = useTopBelowStickyBar();
  return (
    <div
      role="status"
      data-testid="offline-notice"
      style={{ top }}
      className="fixed inset-x-0 z-50 mx-auto flex w-fit max-w-[calc(100vw-16px)] items-center gap-2 rounded bg-[#8a4b00] px-3 py-1.5 text-white shadow-lg"
    >
      <strong className="shrink-0 rounded border border-white/70 px-1.5 text-xs">{t('notice')}</strong>
      <span>{t('savedAt', { time: savedTimeFormat.format(new Date(savedAt)) })}</span>
    </div>
  );
}
