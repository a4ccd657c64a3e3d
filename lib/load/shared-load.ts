/**
 * One shared load of a part the page imports lazily (zod's schemas, DOMPurify): started by the
 * first caller, kept once it came, and forgotten when it failed (offline, a new release) so the
 * next caller tries again.
 */
export function sharedLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
