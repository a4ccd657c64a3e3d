'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import type { LoadLook } from './load-state';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** `page`: centred under a portal list; `panel`: at the right under a user-centre table. */
  look?: LoadLook;
};

/** Number of pages for a total (at least one, so an empty list still reads "1 / 1"). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

const button = 'rounded border border-line bg-white px-3 py-1 enabled:hover:text-primary disabled:opacity-40';

/** Previous / next paging with the position in words. */
export function Pager({ page, pageSize, total, onPage, look = 'page' }: Props) {
  const t = useTranslations('ui');
  const pages = pageCount(total, pageSize);
  const status = t('pageStatus', { page, pages, total });
  const position = <span className="text-muted">{status}</span>;
  const prev = (
    <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
      {t('prev')}
    </button>
  );
  const next = (
    <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
      {t('next')}
    </button>
  );
  return look === 'page' ? (
    <nav aria-label={status} className="mt-6 flex items-center justify-center gap-4" data-testid="pager">
      {prev}
      {position}
      {next}
    </nav>
  ) : (
    <nav aria-label={status} className="mt-4 flex items-center justify-end gap-3 text-sm" data-testid="pager">
      {position}
      {prev}
      {next}
    </nav>
  );
}
