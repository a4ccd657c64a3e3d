'use client';

import { useRef, useState } from 'react';
import * as Dialog from '@/components/ui/dialog';
import { Modal } from '@/components/ui/modal';
import { useTranslations } from '@/components/i18n/use-translations';
import { copyText } from '@/lib/portal/copy-text';

/** Shown after a successful application: the application number with a working copy button. */
export function ApplySuccessDialog({ code, onClose }: { code: string | null; onClose: () => void }) {
  const t = useTranslations('portal.applySuccess');
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const copy = async () => setCopied((await copyText(code ?? '', field.current)) ? 'done' : 'failed');

  return (
    <Modal
      open={code !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied('idle');
          onClose();
        }
      }}
      title={t('title')}
      titleClassName="text-lg font-medium text-primary"
      description={t('text')}
      width="w-[480px]"
      data-testid="apply-success"
    >
      <div className="mt-4 flex gap-2">
        <input
          ref={field}
          readOnly
          value={code ?? ''}
          aria-label={t('title')}
          className="flex-1 rounded border border-line px-3 py-1.5"
          data-testid="apply-code"
        />
        <button
          type="button"
          onClick={() => void copy()}
          className="rounded bg-primary px-4 text-white hover:bg-primary-hover"
        >
          {copied === 'done' ? t('copied') : t('copy')}
        </button>
      </div>
      <p role="status" className="mt-2 h-5 text-xs text-muted">
        {copied === 'failed' ? t('copyFailed') : ''}
      </p>
      <div className="mt-4 text-right">
        <Dialog.Close className="rounded border border-line px-4 py-1.5 hover:text-primary">
          {t('close')}
        </Dialog.Close>
      </div>
    </Modal>
  );
}
