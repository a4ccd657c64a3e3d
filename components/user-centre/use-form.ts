'use client';

import { useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import { fieldErrors } from '@/lib/user-centre/form-errors';
import { reportFailure } from './report-failure';

/**
 * A form checked by its zod schema before anything is sent: field errors are catalogue keys shown
 * under each field; a failed call shows as the API client's toast.
 */
export function useForm<S extends z.ZodMiniType, V extends Record<string, unknown>>(schema: S, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof V>(field: K, value: V[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (action: (values: z.input<S>) => Promise<unknown>) => async (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      // The schema just accepted these values, so they are the request the call expects.
      await action(values as unknown as z.input<S>);
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return { values, setValues, set, errors, busy, submit };
}
