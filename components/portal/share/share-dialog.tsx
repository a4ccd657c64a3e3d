'use client';

import { useRef } from 'react';
import * as Dialog from '@/components/ui/dialog';
import { useTranslations } from '@/components/i18n/use-translations';
import { toast } from '@/components/feedback/toast';
import { copyText } from '@/lib/portal/copy-text';
import ShareQr from './share-qr';

/** 分享: the page's address as a QR code to scan with a phone, and 复制链接. Loaded when opened. */
export default function ShareDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const t = useTranslations('portal.share');
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    if (await copyText(url, field.current)) toast.success(t('copied'), { id: 'share-copy' });
    else toast.error(t('copyFailed'), { id: 'share-copy' });
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[400px] max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded bg-white p-6 shadow-xl"
          data-testid="share-dialog"
        >
          <Dialog.Title className="text-lg font-medium text-primary">{t('title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">{t('scan')}</Dialog.Description>
          <div className="mt-4 flex justify-center">
            <ShareQr value={url} label={t('scan')} />
          </div>
          <div className="mt-4 flex gap-2">
            <input
              ref={field}
              readOnly
              value={url}
              aria-label={t('printAddress')}
              className="min-w-0 flex-1 rounded border border-line px-3 py-1.5"
            />
            <button
              type="button"
              onClick={() => void copy()}
              className="shrink-0 rounded bg-primary px-4 text-white hover:bg-primary-hover"
            >
              {t('copyLink')}
            </button>
          </div>
          <Dialog.Actions className="mt-4 text-right">
            <Dialog.Close className="rounded border border-line px-4 py-1.5 hover:text-primary">
              {t('close')}
            </Dialog.Close>
          </Dialog.Actions>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
