import type { APIRequestContext } from '@playwright/test';

/** A fault of the sandbox's `/__sandbox/faults` (see docs/sandbox.md). */
export type SandboxFault = {
  path: string;
  method?: string;
  status?: number;
  errorCode?: number;
  message?: string;
  delayMs?: number;
  malformed?: boolean;
  /** Only requests signed in as this demo account: keeps parallel tests apart. */
  account?: string;
  times?: number;
};

/** Queues a fault; use `account` (or a path no other test calls), since tests share one sandbox. */
export async function injectFault(request: APIRequestContext, fault: SandboxFault): Promise<void> {
  const response = await request.post('/__sandbox/faults', { data: fault });
  if (!response.ok()) throw new Error(`sandbox refused the fault: ${await response.text()}`);
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  await request.delete('/__sandbox/faults');
}
