'use client';

import { useRef, useState } from 'react';
import * as Dialog from '@/components/ui/dialog';
import { Modal } from '@/components/ui/modal';
import { useTranslations } from '@/components/i18n/use-translations';
import { copyText } from '@/lib/portal/copy-text';
import { formatMoney } from '@/lib/format/money';
import type { NextSteps } from '@/lib/portal/next-steps';

/**
 * Shown after a successful application: the application number with a working copy button, and
 * what comes next (the deposit and its deadline, the qualification review, when bidding starts),
 * so the buyer does not have to find it in the announcement.
 */
export function ApplySuccessDialog({
  code,
  next,
  onClose,
}: {
  code: string | null;
  next: NextSteps;
  onClose: () => void;
}) {
  const t = useTranslations('portal.applySuccess');
  const price = useTranslations('portal.price');
  const depositAmount = (amount: number | null) =>
    amount === null ? price('none') : price('value', { amount: formatMoney(amount) });
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
      <h3 className="mt-2 font-medium">{t('next')}</h3>
      <ol className="mt-1 list-decimal space-y-1 pl-5" data-testid="apply-next">
        {next.deposit ? (
          <li>
            {next.deposit.by
              ? t('deposit', { time: next.deposit.by, amount: depositAmount(next.deposit.amount) })
              : t('depositUndated', { amount: depositAmount(next.deposit.amount) })}
          </li>
        ) : null}
        <li>{t('review')}</li>
        <li>{next.bidStart ? t('bidStart', { time: next.bidStart }) : t('bidStartUnset')}</li>
      </ol>
      <div className="mt-4 text-right">
        <Dialog.Close className="rounded border border-line px-4 py-1.5 hover:text-primary">
          {t('close')}
        </Dialog.Close>
      </div>
    </Modal>
  );
}
