'use client';

import { useState } from 'react';
import { toast } from '@/components/feedback/toast';
import { useTranslations } from '@/components/i18n/use-translations';
import { setCompareIds } from '@/lib/compare/compare-ids';
import { compareSet, MAX_COMPARED, type ComparedLot } from '@/lib/compare/compare-set';
import { href } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';

/**
 * The compare set's count and 开始对比: a bar along the bottom of a phone, above the quick bar and a
 * detail's actions (globals.css, [data-compare-tray], pads the page by its height so it covers no
 * content); a small panel at the window's edge beside the page on a wider screen. The count opens
 * the chosen lots' titles and 清空, above the tray.
 */
export function CompareTray({ count }: { count: number }) {
  const t = useTranslations('portal.compare');
  const site = useSite();
  const tenant = site.VirtualDirectory;
  const [chosen, setChosen] = useState<ComparedLot[] | null>(null);

  const toggle = async () => {
    if (chosen) return setChosen(null);
    setChosen(await compareSet.read(tenant));
  };
  const clear = async () => {
    try {
      await compareSet.change(tenant, () => []);
    } catch {
      toast.error(t('storageFailed'));
      return;
    }
    setChosen(null);
    // The tray goes with the last lot; every toggle of the page unpresses.
    setCompareIds([]);
  };

  return (
    <aside
      aria-label={t('tray')}
      className="z-20 flex items-center justify-between gap-3 bg-white px-3 py-2 shadow-[0_-2px_6px_rgba(0,0,0,0.12)] print:hidden md:w-[88px] md:flex-col md:rounded md:border md:border-line md:px-2 md:shadow-lg"
      data-compare-tray=""
      data-testid="compare-tray"
    >
      <button
        type="button"
        aria-expanded={chosen !== null}
        onClick={() => void toggle()}
        className="text-sm underline decoration-dotted underline-offset-4 hover:text-primary"
        data-testid="compare-count"
      >
        {t('count', { count: String(count), max: String(MAX_COMPARED) })}
      </button>
      <a
        href={href(tenant, 'compare')}
        className="rounded bg-primary px-4 py-1.5 text-center text-sm text-white hover:bg-primary-hover md:w-full md:px-1 min-[1360px]:px-0"
        data-testid="compare-start"
      >
        {t('start')}
      </a>
      {chosen ? (
        <div
          className="absolute bottom-full right-0 mb-2 w-64 max-w-[calc(100vw-16px)] rounded border border-line bg-white p-3 text-sm shadow-lg"
          data-testid="compare-chosen"
        >
          <p className="mb-2 text-muted">{t('chosen')}</p>
          <ol className="mb-3 list-decimal space-y-1 pl-5">
            {chosen.map((lot) => (
              <li key={lot.id} className="line-clamp-2">
                {lot.title}
              </li>
            ))}
          </ol>
          <button type="button" onClick={() => void clear()} className="text-alert hover:underline">
            {t('clear')}
          </button>
        </div>
      ) : null}
    </aside>
  );
}
