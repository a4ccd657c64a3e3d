'use client';

import type { ReactNode } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { buttonClass } from '@/components/ui/field';

type Props = {
  busy: boolean;
  /** 提交 (default) or 保存. */
  label?: 'submit' | 'save';
  /** Buttons beside it (取消, 重置). */
  children?: ReactNode;
};

/** The submit button of a form, under the inputs, saying 提交中… while the call runs. */
export function SubmitRow({ busy, label = 'submit', children }: Props) {
  const t = useTranslations('userCentre.common');
  return (
    // Inside a dialog the row stays in view while a long form scrolls under it.
    <div data-dialog-actions="" className={children ? 'flex gap-3 md:pl-[152px]' : 'md:pl-[152px]'}>
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? t('submitting') : t(label)}
      </button>
      {children}
    </div>
  );
}
