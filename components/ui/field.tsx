'use client';

import { cloneElement, useId, type InputHTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { isErrorKey } from '@/lib/contract/form-error-keys';

type Props = {
  label: ReactNode;
  /** A key of the form-error catalogue (`uiForm.errors`), or text to show as it is. */
  error?: string | undefined;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
};

/** A labelled form control with its error line under it, tied to it for screen readers. */
export function Field({ label, error, children }: Props) {
  const t = useTranslations('uiForm.errors');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    // On a phone the label sits above its control; from 768 px beside it, right-aligned.
    <div className="mb-4 grid grid-cols-1 items-start gap-y-1 md:grid-cols-[140px_minmax(0,1fr)] md:gap-x-3 md:gap-y-0">
      <label htmlFor={id} className="text-sm text-muted md:pt-2 md:text-right">
        {label}
      </label>
      <div>
        {cloneElement(children, {
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        })}
        {error ? (
          <p id={errorId} role="alert" className="mt-1 text-xs text-alert">
            {isErrorKey(error) ? t(error) : error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The part of a form (see useForm) that one text field reads and writes. */
type TextForm<K extends string> = {
  values: Record<K, string>;
  errors: Partial<Record<string, string>>;
  set: (field: K, value: string) => void;
};

type TextFieldProps<K extends string> = {
  form: TextForm<K>;
  name: K;
  label: ReactNode;
  /** An error found outside the form's own check (a code sent to a bad address); the form's wins. */
  error?: string | undefined;
  /** Rewrites what is typed before it is kept (upper case for credit codes). */
  normalise?: (value: string) => string;
  /** Classes beside the shared input look (a narrower box). */
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'className' | 'form'>;

/** A text input bound to one field of a form, with its label and error line. */
export function TextField<K extends string>({
  form,
  name,
  label,
  error,
  normalise = (value) => value,
  className,
  ...input
}: TextFieldProps<K>) {
  return (
    <Field label={label} error={form.errors[name] ?? error}>
      <input
        {...input}
        className={className ? `${inputClass} ${className}` : inputClass}
        name={name}
        value={form.values[name]}
        onChange={(event) => form.set(name, normalise(event.target.value))}
      />
    </Field>
  );
}

export const inputClass =
  'w-full max-w-[360px] rounded border border-line px-3 py-2 text-sm outline-none focus:border-primary';
export const buttonClass =
  'rounded bg-primary px-5 py-2 text-sm text-white hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-60';
export const linkButtonClass = 'text-sm text-primary hover:text-primary-hover';
