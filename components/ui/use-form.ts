'use client';

import { useEffect, useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import { fieldErrors } from '@/lib/input/form-errors';
import { isLazySchema, type LazySchema } from '@/lib/input/lazy-schema';
import { reportFailure } from '@/components/feedback/report-failure';
import { ApiError } from '@/lib/api/errors';
import { notifyApiError } from '@/lib/api/notify';

type Options = {
  /** What a short form does instead of marking each field when its check fails (one toast). */
  onInvalid?: () => void;
};

/** The text fields as they stand in the page: a script may have set one without an input event. */
function typedValues<V extends Record<string, unknown>>(values: V, form: HTMLFormElement): V {
  const data = new FormData(form);
  const current: Record<string, unknown> = { ...values };
  for (const [name, value] of Object.entries(values)) {
    const typed = data.get(name);
    if (typeof value === 'string' && typeof typed === 'string') current[name] = typed;
  }
  return current as V;
}

/**
 * A form checked by its zod schema before anything is sent: field errors are catalogue keys shown
 * under each field; a failed call shows as the API client's toast. The schema may be a
 * `lazySchema`, which starts loading when the form mounts.
 */
export function useForm<S extends z.ZodMiniType, V extends Record<string, unknown>>(
  schema: S | LazySchema<S>,
  initial: V,
  { onInvalid }: Options = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (isLazySchema(schema)) void schema.load().catch(() => undefined);
  }, [schema]);

  const set = <K extends keyof V>(field: K, value: V[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (action: (values: z.input<S>) => Promise<unknown>) => async (event: FormEvent) => {
    event.preventDefault();
    const current =
      event.currentTarget instanceof HTMLFormElement ? typedValues(values, event.currentTarget) : values;
    let check: S;
    try {
      check = isLazySchema(schema) ? await schema.load() : schema;
    } catch {
      // The check could not load (offline, a new release): said like a request that failed.
      notifyApiError(new ApiError('network'));
      return;
    }
    const parsed = check.safeParse(current);
    if (!parsed.success) {
      if (onInvalid) onInvalid();
      else setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      // The schema just accepted these values, so they are the request the call expects.
      await action(current as unknown as z.input<S>);
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return { values, setValues, set, errors, busy, submit };
}
