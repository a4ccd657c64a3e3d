'use client';

import { clientPart } from '@/components/ui/client-part';
import { useCallback, useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { closedOnFailure, noticeOnFailure } from '@/components/ui/part-failed';
import { shareableAddress } from '@/lib/site/address/shareable-address';
import { wantPrintCopies } from './print-copies';

// The dialog and the QR code load when used, not with the page.
const ShareDialog = clientPart(() =>
  closedOnFailure(import('./share-dialog').then((module) => module.default)),
);
const ShareQr = clientPart(() => noticeOnFailure(import('./share-qr').then((module) => module.default)));

const button = 'rounded border border-line bg-white px-5 py-2 hover:border-primary hover:text-primary';

/**
 * 分享 of a detail: the device's own share sheet where it has one (a phone's, with its apps), the
 * dialog with the QR code and 复制链接 otherwise, or when the share sheet cannot open. A visitor who
 * closes the sheet has decided, and gets no dialog after it. Either way the page's address goes
 * without credentials: one the page has not yet removed (its arrival code failed to load) must not
 * reach a QR code, a clipboard or another app.
 */
export function ShareAction({ title }: { title: string }) {
  const t = useTranslations('portal.share');
  const [sharing, setSharing] = useState<string | null>(null);
  const share = async () => {
    const url = shareableAddress(window.location.href);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setSharing(url);
  };
  return (
    <>
      <button type="button" className={button} onClick={() => void share()}>
        {t('share')}
      </button>
      {sharing ? <ShareDialog url={sharing} onClose={() => setSharing(null)} /> : null}
    </>
  );
}

/**
 * 打印 of a detail: first draws the address's QR code into a block only paper shows (the print style
 * sheet hides the chrome and the buttons) and every tab's copy, then opens the browser's print. The
 * address goes without credentials, as 分享's does.
 */
export function PrintAction() {
  const t = useTranslations('portal.share');
  const [printing, setPrinting] = useState<string | null>(null);
  const [askPrint, setAskPrint] = useState(false);
  const onQrReady = useCallback(() => {
    if (!askPrint) return;
    setAskPrint(false);
    window.print();
  }, [askPrint]);

  return (
    <>
      <button
        type="button"
        className={button}
        onClick={() => {
          wantPrintCopies();
          const address = shareableAddress(window.location.href);
          if (printing === address) return window.print();
          setPrinting(address);
          setAskPrint(true);
        }}
      >
        {t('print')}
      </button>
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
