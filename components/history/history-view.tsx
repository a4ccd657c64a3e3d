'use client';

import { RemoveButton } from '@/components/ui/remove-button';
import { useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { toast } from '@/components/feedback/toast';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useDeviceList } from '@/lib/device/store';
import { clearVisits, history, MAX_VISITS, removeVisit, type Visit } from '@/lib/history/history-list';
import { groupByDay } from '@/lib/history/visit-days';
import { href } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';

/** The device's clock and zone: the groups are the visitor's own days. */
const timeFormat = new Intl.DateTimeFormat('zh-CN', { hour: '2-digit', minute: '2-digit', hour12: false });
const dateFormat = new Intl.DateTimeFormat('zh-CN', {
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/**
 * 浏览记录: the details opened on this device and tenant, newest first, under 今天 / 昨天 / 更早.
 * Read from IndexedDB only, so offline it lists the same; each link opens the saved detail.
 */
export function HistoryView() {
  const t = useTranslations('history');
  const site = useSite();
  const tenant = site.VirtualDirectory;
  const visits = useDeviceList(history, tenant);
  const [confirming, setConfirming] = useState(false);

  const apply = async (change: Promise<Visit[]>) => {
    try {
      await change;
    } catch {
      toast.error(t('storageFailed'));
    }
  };

  return (
    <section className="space-y-4 rounded bg-white p-4 md:p-6" data-testid="history-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-medium">{t('title')}</h1>
        {visits && visits.length > 0 ? (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="rounded border border-line px-4 py-1.5 text-alert hover:border-alert"
            data-testid="history-clear"
          >
            {t('clear')}
          </button>
        ) : null}
      </div>
      <p className="text-sm text-muted">{t('intro', { max: String(MAX_VISITS) })}</p>
      {visits === null ? (
        <p role="status" className="py-12 text-center text-muted">
          {t('loading')}
        </p>
      ) : visits.length === 0 ? (
        <p className="py-12 text-center text-muted" data-testid="history-empty">
          {t('empty')}
        </p>
      ) : (
        groupByDay(visits, new Date()).map((group) => (
          <section
            key={group.day}
            aria-labelledby={`history-${group.day}`}
            data-testid="history-group"
            data-day={group.day}
          >
            <h2 id={`history-${group.day}`} className="mb-2 border-l-4 border-primary pl-3 font-medium">
              {t(group.day)}
            </h2>
            <ul>
              {group.visits.map((visit) => (
                <li
                  key={visit.id}
                  className="flex items-center gap-3 border-b border-line py-2 last:border-0"
                  data-testid="history-entry"
                >
                  <a
                    href={href(site, visit.route, { id: visit.id })}
                    className="min-w-0 flex-1 truncate hover:text-primary"
                    title={visit.title}
                  >
                    {visit.title}
                  </a>
                  <time
                    dateTime={new Date(visit.viewedAt).toISOString()}
                    className="shrink-0 text-xs text-muted tabular-nums"
                  >
                    {(group.day === 'earlier' ? dateFormat : timeFormat).format(visit.viewedAt)}
                  </time>
                  <RemoveButton
                    word={t('delete')}
                    label={t('deleteLabel', { title: visit.title })}
                    onRemove={() => void apply(removeVisit(tenant, visit.id))}
                    className="shrink-0 px-2 text-sm text-muted hover:text-alert"
                    testId="history-delete"
                  />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <ConfirmModal
        open={confirming}
        title={t('clearTitle')}
        text={t('clearText')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void apply(clearVisits(tenant));
        }}
      />
    </section>
  );
}
