'use client';

import type { ReactNode } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { buttonClass } from './field';

type Props = {
  busy: boolean;
  /** 提交 (default), 保存, or a form's own words for the button and for while it runs. */
  label?: 'submit' | 'save' | { idle: string; busy: string };
  /** Buttons beside it (取消, 重置). */
  children?: ReactNode;
};

/** The submit button of a form, under the inputs, saying 提交中… while the call runs. */
export function SubmitRow({ busy, label = 'submit', children }: Props) {
  const t = useTranslations('uiForm');
  return (
    // Inside a dialog the row stays in view while a long form scrolls under it.
    <div data-dialog-actions="" className={children ? 'flex gap-3 md:pl-[152px]' : 'md:pl-[152px]'}>
      <button type="submit" className={buttonClass} disabled={busy}>
        {typeof label === 'object' ? (busy ? label.busy : label.idle) : busy ? t('submitting') : t(label)}
      </button>
      {children}
    </div>
  );
}
