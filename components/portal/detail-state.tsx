'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { LoadState } from './load-state';

type Query = { isLoading: boolean; error: unknown; mutate: () => unknown };

/** What a detail page shows before its record: no id in the address, loading, or a failed load. */
export function DetailState({ hasId, query }: { hasId: boolean; query: Query }) {
  const t = useTranslations('portal');
  if (!hasId)
    return (
      <p role="alert" className="py-16 text-center text-muted">
        {t('missingId')}
      </p>
    );
  return (
    // While loading, as tall as PortalPage's fallback: the record replaces it without moving the footer.
    <div className={query.isLoading ? 'min-h-[1200px]' : undefined}>
      <LoadState
        isLoading={query.isLoading}
        error={query.error}
        empty={false}
        onRetry={() => void query.mutate()}
      />
    </div>
  );
}
