'use client';

import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { isErrorKey } from '@/lib/contract/form-rules';

type Props = {
  label: ReactNode;
  error?: string;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
};

/** A labelled form control with its error line under it. */
export function Field({ label, error, children }: Props) {
  const t = useTranslations('userCentre.errors');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="mb-4 grid grid-cols-[140px_1fr] items-start gap-x-3">
      <label htmlFor={id} className="pt-2 text-right text-sm text-muted">
        {label}
      </label>
      <div>
        {cloneElement(children, {
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        })}
        {error ? (
          <p id={errorId} role="alert" className="mt-1 text-xs text-red-600">
            {isErrorKey(error) ? t(error) : error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export const inputClass =
  'w-full max-w-[360px] rounded border border-line px-3 py-2 text-sm outline-none focus:border-primary';
export const buttonClass =
  'rounded bg-primary px-5 py-2 text-sm text-white hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-60';
export const linkButtonClass = 'text-sm text-primary hover:text-primary-hover';
