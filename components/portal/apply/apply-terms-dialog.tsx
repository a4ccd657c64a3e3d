'use client';

import { useState } from 'react';
import * as Dialog from '@/components/ui/dialog';
import { Modal } from '@/components/ui/modal';
import { useTranslations } from '@/components/i18n/use-translations';

type Props = { busy: boolean; onConfirm: () => void; onClose: () => void };

/** The terms a buyer accepts before 我要报名 sends the application; nothing is sent until they agree. */
export default function ApplyTermsDialog({ busy, onConfirm, onClose }: Props) {
  const t = useTranslations('portal.applyTerms');
  const [agreed, setAgreed] = useState(false);
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('title')}
      titleClassName="text-lg font-medium text-primary"
      description={t('intro')}
      data-testid="apply-terms"
    >
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
    </Modal>
  );
}
