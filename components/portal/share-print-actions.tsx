'use client';

import { clientPart } from '@/components/ui/client-part';
import { useCallback, useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { closedOnFailure, noticeOnFailure } from '@/components/ui/part-failed';
import { shareableAddress } from '@/lib/site/shareable-address';

// The dialog and the QR code load when used, not with the page.
const ShareDialog = clientPart(() =>
  closedOnFailure(import('./share-dialog').then((module) => module.default)),
);
const ShareQr = clientPart(() => noticeOnFailure(import('./share-qr').then((module) => module.default)));

const button = 'rounded border border-line bg-white px-5 py-2 hover:border-primary hover:text-primary';

/**
 * 分享 and 打印 of a detail. 打印 first draws the address's QR code into a block only paper shows
 * (the print style sheet hides the chrome and the buttons), then opens the browser's print. Both
 * give the page's address without credentials: one the page has not yet removed (its arrival code
 * failed to load) must not reach a QR code, a clipboard or paper.
 */
export function SharePrintActions() {
  const t = useTranslations('portal.share');
  const [sharing, setSharing] = useState(false);
  const [printing, setPrinting] = useState<string | null>(null);
  const [askPrint, setAskPrint] = useState(false);
  const onQrReady = useCallback(() => {
    if (!askPrint) return;
    setAskPrint(false);
    window.print();
  }, [askPrint]);

  return (
    <>
      <button type="button" className={button} onClick={() => setSharing(true)}>
        {t('share')}
      </button>
      <button
        type="button"
        className={button}
        onClick={() => {
          const address = shareableAddress(window.location.href);
          if (printing === address) return window.print();
          setPrinting(address);
          setAskPrint(true);
        }}
      >
        {t('print')}
      </button>
      {sharing ? (
        <ShareDialog url={shareableAddress(window.location.href)} onClose={() => setSharing(false)} />
      ) : null}
      {printing ? (
        <div className="hidden print:block print:w-full" data-testid="print-qr">
          <ShareQr value={printing} label={t('printAddress')} onReady={onQrReady} />
          <p className="mt-1 break-all text-xs">
            {t('printAddress')}：{printing}
          </p>
        </div>
      ) : null}
    </>
  );
}
