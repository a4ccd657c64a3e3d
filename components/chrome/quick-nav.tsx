'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSite } from '@/lib/site/site-context';
import { BACK_TO_TOP_THRESHOLD, quickNavItems } from '@/lib/site/quick-nav';
import { isUserCentrePath } from '@/lib/user-centre/paths';

/** Quick-navigation side panel of SPEC §2: 52x74 items, back to top from 220 px of scroll. */
export function QuickNav() {
  const site = useSite();
  const t = useTranslations('quickNav');
  const [showTop, setShowTop] = useState(false);
  const pathname = usePathname();

  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY >= BACK_TO_TOP_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // The quick panel is hidden in the user centre (SPEC §2).
  if (isUserCentrePath(pathname)) return null;

  return (
    <aside
      aria-label={t('label')}
      className="fixed right-2 top-1/3 z-30 flex flex-col gap-1"
      data-testid="quick-nav"
    >
      {quickNavItems(site).map((item) => (
        <div key={item.key} className="group relative">
          <button
            type="button"
            className="flex h-[74px] w-[52px] flex-col items-center justify-center gap-1 rounded bg-primary px-1 text-center text-xs leading-tight text-white hover:bg-primary-hover"
            data-quick-nav={item.key}
          >
            {t(item.labelKey)}
          </button>
          {item.qr ? (
            <div
              className="absolute right-full top-0 mr-2 hidden h-[150px] w-[140px] flex-col items-center justify-center rounded bg-white p-2 text-xs text-muted shadow-lg group-hover:flex group-focus-within:flex"
              data-qr-card={item.key}
            >
              <div className="h-[110px] w-[120px] bg-canvas" data-slot="qr" />
              <span className="mt-1">{t('scanHint')}</span>
            </div>
          ) : null}
        </div>
      ))}
      {showTop ? (
        <button
          type="button"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          className="flex h-[74px] w-[52px] items-center justify-center rounded bg-primary text-xs text-white hover:bg-primary-hover"
          data-quick-nav="backToTop"
        >
          {t('backToTop')}
        </button>
      ) : null}
    </aside>
  );
}
