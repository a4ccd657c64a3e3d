'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { useSite } from '@/lib/site/site-context';

/** 交易客户端 of the user menu (SPEC §7 GetCtpClientUrl); the call's code loads with the first click. */
export function CtpClientItem({ className }: { className: string }) {
  const site = useSite();
  const t = useTranslations('header.topBar');
  const open = () => {
    // Opened before anything is awaited so the browser keeps it as the click's own window.
    // `noopener` would hand back no window to navigate later, so the blank tab drops its opener
    // itself: the client's page must not be able to navigate the portal behind it.
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    void import('./open-ctp-client')
      .then(({ openCtpClient }) => openCtpClient(site, tab))
      .catch(() => tab?.close());
  };
  return (
    <button type="button" role="menuitem" className={className} onClick={open}>
      {t('ctpClient')}
    </button>
  );
}
