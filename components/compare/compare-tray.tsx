'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { MAX_COMPARED } from '@/lib/compare/compare-set';
import { href } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';

/**
 * The compare set's count and 开始对比: a bar along the bottom of a phone, above the quick bar and a
 * detail's actions (globals.css, [data-compare-tray], pads the page by its height so it covers no
 * content); a small panel at the window's edge beside the page on a wider screen.
 */
export function CompareTray({ count }: { count: number }) {
  const t = useTranslations('portal.compare');
  const site = useSite();
  return (
    <aside
      aria-label={t('tray')}
      className="z-20 flex items-center justify-between gap-3 bg-white px-3 py-2 shadow-[0_-2px_6px_rgba(0,0,0,0.12)] print:hidden md:w-[88px] md:flex-col md:rounded md:border md:border-line md:px-2 md:shadow-lg"
      data-compare-tray=""
      data-testid="compare-tray"
    >
      <span className="text-sm" data-testid="compare-count">
        {t('count', { count: String(count), max: String(MAX_COMPARED) })}
      </span>
      <a
        href={href(site.VirtualDirectory, 'compare')}
        className="rounded bg-primary px-4 py-1.5 text-center text-sm text-white hover:bg-primary-hover md:w-full md:px-1 min-[1360px]:px-0"
        data-testid="compare-start"
      >
        {t('start')}
      </a>
    </aside>
  );
}
