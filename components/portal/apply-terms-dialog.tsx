'use client';

import { useState } from 'react';
import * as Dialog from '@/components/ui/dialog';
import { useTranslations } from '@/components/i18n/use-translations';

type Props = { busy: boolean; onConfirm: () => void; onClose: () => void };

/** The terms a buyer accepts before 我要报名 sends the application; nothing is sent until they agree. */
export default function ApplyTermsDialog({ busy, onConfirm, onClose }: Props) {
  const t = useTranslations('portal.applyTerms');
  const [agreed, setAgreed] = useState(false);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[560px] -translate-x-1/2 -translate-y-1/2 rounded bg-white p-6 shadow-xl"
          data-testid="apply-terms"
        >
          <Dialog.Title className="text-lg font-medium text-primary">{t('title')}</Dialog.Title>
          <Dialog.Description className="mt-3">{t('intro')}</Dialog.Description>
          <ol className="mt-3 list-decimal space-y-2 pl-6 text-sm leading-6">
            <li>{t('term1')}</li>
            <li>{t('term2')}</li>
            <li>{t('term3')}</li>
          </ol>
          <label className="mt-4 flex items-center gap-2 text-sm">
            <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
            {t('agree')}
          </label>
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close className="rounded border border-line px-4 py-1.5 hover:text-primary">
              {t('cancel')}
            </Dialog.Close>
            <button
              type="button"
              disabled={!agreed || busy}
              onClick={onConfirm}
              className="rounded bg-primary px-4 py-1.5 text-white hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-60"
            >
              {t('confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
