'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import type { MessageTree } from '@/components/i18n/messages-provider';
import { useDeviceList } from '@/lib/device/store';
import { history } from '@/lib/history/history-list';
import { href } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';

/** How many of the last visits the quick panel's card lists. */
const RECENT = 5;

/**
 * The quick panel's 浏览记录 card: the last few details opened here, and the way to all of them.
 * `text` is the panel's own (`quickNav`), handed down so that its chunk does not carry it twice.
 */
export function QuickHistory({ text }: { text: MessageTree }) {
  const t = useTranslations('quickNav', text);
  const site = useSite();
  const tenant = site.VirtualDirectory;
  const visits = useDeviceList(history, tenant)?.slice(0, RECENT);
  return (
    <div data-testid="quick-history">
      <p className="mb-1 text-muted">{t('historyRecent')}</p>
      {visits && visits.length === 0 ? <p className="text-muted">{t('historyEmpty')}</p> : null}
      <ul className="space-y-1">
        {visits?.map((visit) => (
          <li key={visit.id}>
            <a
              href={href(site, visit.route, { id: visit.id })}
              className="line-clamp-1 hover:text-primary"
              title={visit.title}
            >
              {visit.title}
            </a>
          </li>
        ))}
      </ul>
      <a href={href(tenant, 'history')} className="mt-2 block text-primary hover:underline">
        {t('historyAll')}
      </a>
    </div>
  );
}
