'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { pageCount } from '@/lib/user-centre/format';

type Props = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

/** Previous / next paging under a list. */
export function Pager({ page, pageSize, total, onPage }: Props) {
  const t = useTranslations('userCentre.common');
  const pages = pageCount(total, pageSize);
  return (
    <nav className="mt-4 flex items-center justify-end gap-3 text-sm" data-testid="pager">
      <span className="text-muted">{t('pageInfo', { page, pages, total })}</span>
      <button
        type="button"
        className="rounded border border-line px-3 py-1 disabled:opacity-50"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('prev')}
      </button>
      <button
        type="button"
        className="rounded border border-line px-3 py-1 disabled:opacity-50"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  );
}
