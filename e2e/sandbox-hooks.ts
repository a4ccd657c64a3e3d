import type { APIRequestContext } from '@playwright/test';
import { HOOK_KEY_HEADER } from '../sandbox/hook-key';

type Options = NonNullable<Parameters<APIRequestContext['post']>[1]>;

/** The key playwright.config.ts gave the sandboxes of this run. */
function hookKey(): string {
  const key = process.env.SANDBOX_HOOK_KEY;
  if (!key)
    throw new Error('SANDBOX_HOOK_KEY is not set: run the browser tests through playwright.config.ts');
  return key;
}

/**
 * The sandbox's test hooks (`/__sandbox/faults`, `clock`, `profile`, `publish`, `field`), asked
 * with this run's key (sandbox/hook-key.ts): every test helper reaches them through this one.
 */
export function sandboxHooks(request: APIRequestContext) {
  const withKey = (options: Options = {}): Options => ({
    ...options,
    headers: { ...options.headers, [HOOK_KEY_HEADER]: hookKey() },
  });
  return {
    get: (path: string, options?: Options) => request.get(path, withKey(options)),
    post: (path: string, options?: Options) => request.post(path, withKey(options)),
    delete: (path: string, options?: Options) => request.delete(path, withKey(options)),
  };
}
