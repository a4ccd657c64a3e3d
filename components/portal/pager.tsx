'use client';

import { useTranslations } from '@/components/i18n/use-translations';

type Props = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

/** Previous / next paging with the position in words. */
export function Pager({ page, pageSize, total, onPage }: Props) {
  const t = useTranslations('portal');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const button =
    'rounded border border-line bg-white px-3 py-1 enabled:hover:text-primary disabled:opacity-40';
  return (
    <nav
      aria-label={t('pageStatus', { page, pages, total })}
      className="mt-6 flex items-center justify-center gap-4"
      data-testid="pager"
    >
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('prev')}
      </button>
      <span className="text-muted">{t('pageStatus', { page, pages, total })}</span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </button>
    </nav>
  );
}
