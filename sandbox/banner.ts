import { SANDBOX_VERIFY_CODE } from './api/routes/user-centre/account-settings';
import { demoAccounts, demoPassword } from './db/seed/demo-accounts';
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

/** What `npm start` prints once the sandbox listens: every address, who to sign in as, and how. */
export function readyBanner({
  origin,
  dbPath,
  ms,
  hook,
}: {
  origin: string;
  dbPath: string;
  ms: number;
  hook: { key: string; port: number };
}): string {
  const width = Math.max(...demoAccounts.map((account) => account.account.length));
  return [
    '',
    `  全部租户   ${origin}/`,
    `  省级门户   ${origin}/client/`,
    `  SSO        ${origin}/adfs/.well-known/openid-configuration`,
    `  数据库     ${dbPath}`,
    hookKeyLine(hook),
    `  演示账号（密码均为 ${demoPassword}）：`,
    ...demoAccounts.map((account) => `    ${account.account.padEnd(width)}  ${account.note}`),
    `  验证码     ${SANDBOX_VERIFY_CODE}（绑定手机、绑定邮箱的获取验证码）`,
    '',
    `  sandbox ready in ${Math.round(ms)} ms; Ctrl-C stops it`,
    '',
  ].join('\n');
}
