import { SANDBOX_VERIFY_CODE } from './api/routes/user-centre/account-settings';
import { demoPassword } from './db/seed/demo-accounts';
import { HOOK_KEY_HEADER, hookKeyFile } from './hook-key';

/**
 * What `npm run sandbox` prints at start: where to go, the two secrets a tester types, and the key
 * of this run's test hooks (sandbox/hook-key.ts).
 */
export function startBanner(origin: string, hook: { key: string; port: number }): string {
  return [
    `sandbox listening on ${origin}/client/`,
    `  demo accounts: buyer, multi, seller, noidentity, ... (password ${demoPassword}; docs/sandbox.md)`,
    `  phone and email verification code (获取验证码): ${SANDBOX_VERIFY_CODE}`,
    hookKeyLine(hook),
  ].join('\n');
}

/** The test hooks' key, and where tools find it. */
export function hookKeyLine(hook: { key: string; port: number }): string {
  return `  test hooks (/__sandbox/*) key, header ${HOOK_KEY_HEADER}: ${hook.key} (also in ${hookKeyFile(hook.port)})`;
}
