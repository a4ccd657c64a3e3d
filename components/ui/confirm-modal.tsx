'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { buttonClass } from './field';
import * as Dialog from './dialog';
import { Modal } from './modal';

type Props = {
  open: boolean;
  title: string;
  text: string;
  /** The confirmed action is running: 确定 cannot start it twice. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** A question before a change that cannot be undone (remove, submit): 取消 or 确定. */
export function ConfirmModal({ open, title, text, busy = false, onCancel, onConfirm }: Props) {
  const t = useTranslations('uiForm');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={title}
      width="w-full max-w-[420px]"
    >
      <p className="mb-6 text-sm">{text}</p>
      <Dialog.Actions className="flex justify-end gap-3">
        <button type="button" className="rounded border border-line px-5 py-2 text-sm" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="button" className={buttonClass} disabled={busy} onClick={onConfirm}>
          {t('confirm')}
        </button>
      </Dialog.Actions>
    </Modal>
  );
}
