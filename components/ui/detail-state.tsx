'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { LoadState, type LoadQuery } from './load-state';

/** A record page reached without the id its address needs. */
export function MissingId() {
  const t = useTranslations('ui');
  return (
    <p role="alert" className="py-16 text-center text-muted">
      {t('missingId')}
    </p>
  );
}

/** What a detail page shows before its record: no id in the address, loading, or a failed load. */
export function DetailState({ hasId, query }: { hasId: boolean; query: Omit<LoadQuery<unknown>, 'data'> }) {
  if (!hasId) return <MissingId />;
  return (
    // While loading, as tall as PortalPage's fallback: the record replaces it without moving the footer.
    <div className={query.isLoading ? 'min-h-[1200px]' : undefined}>
      <LoadState query={{ ...query, data: undefined }} />
    </div>
  );
}
