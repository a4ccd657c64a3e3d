'use client';

import { useTranslations } from '@/components/i18n/use-translations';
// The text comes with this rarely loaded notice, not in every page's hydration data.
import offlineMessages from '@/messages/parts/offline.json';

/** The portal's times are China time (SPEC §7), so the saved time is shown in it too. */
const savedTimeFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

type Props = { savedAt: string };

export default function OfflineNotice({ savedAt }: Props) {
  const t = useTranslations('offline', offlineMessages);
  return (
    <div
      role="status"
      data-testid="offline-notice"
      className="fixed inset-x-0 top-2 z-50 mx-auto flex w-fit max-w-[calc(100vw-16px)] items-center gap-2 rounded bg-[#8a4b00] px-3 py-1.5 text-white shadow-lg"
    >
      <strong className="shrink-0 rounded border border-white/70 px-1.5 text-xs">{t('notice')}</strong>
      <span>{t('savedAt', { time: savedTimeFormat.format(new Date(savedAt)) })}</span>
    </div>
  );
}
