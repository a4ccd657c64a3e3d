'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { toast } from '@/components/feedback/toast';
import { setCompareIds } from '@/lib/compare/compare-ids';
import { compareSet, MAX_COMPARED, removeLot, type ComparedLot } from '@/lib/compare/compare-set';
import { useDeviceList } from '@/lib/device/store';
import { href } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';
import { CompareTable } from './compare-table';

/** 比一比: the device's compare set of this tenant, read from IndexedDB, each lot from the detail's call. */
export function CompareView() {
  const t = useTranslations('compare');
  const site = useSite();
  const tenant = site.VirtualDirectory;
  const lots = useDeviceList(compareSet, tenant);

  const remove = async (lot: ComparedLot) => {
    const next = await removeLot(tenant, lot.id);
    if (!next) {
      toast.error(t('storageFailed'));
      return;
    }
    setCompareIds(next.map((entry) => entry.id));
  };

  return (
    <section className="space-y-4" data-testid="compare-page">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-2">
        <h1 className="text-xl font-medium">{t('title')}</h1>
        {lots && lots.length > 0 ? (
          <nav className="flex gap-4 text-sm print:hidden">
            <a href={href(site, 'list')} className="text-primary hover:underline">
              {t('backToList')}
            </a>
            {lots.length < MAX_COMPARED ? (
              <a href={href(site, 'list')} className="text-primary hover:underline">
                {t('addMore')}
              </a>
            ) : null}
          </nav>
        ) : null}
      </div>
      {lots === null ? (
        <p role="status" className="py-16 text-center text-muted">
          {t('loading')}
        </p>
      ) : lots.length === 0 ? (
        <div className="rounded bg-white py-16 text-center" data-testid="compare-empty">
          <p className="text-muted">{t('empty', { max: String(MAX_COMPARED) })}</p>
          <a href={href(tenant, 'root')} className="mt-4 inline-block text-primary hover:underline">
            {t('toList')}
          </a>
        </div>
      ) : (
        <CompareTable lots={lots} onRemove={(lot) => void remove(lot)} />
      )}
    </section>
  );
}
