'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { sendCall } from '@/lib/api/send-call';
import { ApiError } from '@/lib/api/errors';
import { notifyApiError } from '@/lib/api/notify';
import { specCalls } from '@/lib/contract/spec-calls';
import { openableAddress } from '@/lib/site/openable-address';
import { useSite } from '@/lib/site/site-context';

/**
 * 交易客户端 of the user menu: asks GetCtpClientUrl on click and opens the answer in a new tab
 * (SPEC §7). A failed call is toasted by the client; an address that is not http(s) reads as an
 * unreadable answer.
 */
export function CtpClientItem({ className }: { className: string }) {
  const site = useSite();
  const t = useTranslations('header.topBar');
  const open = async () => {
    // Opened before the call so the browser keeps it as the click's own window.
    const tab = window.open('about:blank', '_blank');
    let answer: string;
    try {
      answer = await sendCall(site, specCalls.getCtpClientUrl, {});
    } catch {
      tab?.close();
      return;
    }
    const target = openableAddress(answer, window.location.origin);
    if (!target) {
      tab?.close();
      notifyApiError(new ApiError('invalidAnswer'));
    } else if (tab) {
      tab.location.href = target;
    } else {
      window.open(target, '_blank', 'noopener');
    }
  };
  return (
    <button type="button" role="menuitem" className={className} onClick={() => void open()}>
      {t('ctpClient')}
    </button>
  );
}
