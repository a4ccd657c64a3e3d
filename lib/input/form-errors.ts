import type * as z from 'zod/mini';

/** The first error key of each field, as the form shows them (one line under each field). */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_form';
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
