import { SANDBOX_VERIFY_CODE } from './api/routes/user-centre/account-settings';
import { demoAccounts, demoPassword } from './db/seed/demo-accounts';

/** What `npm run sandbox` prints at start: where to go, and the two secrets a tester types. */
export function startBanner(origin: string): string {
  return [
    `sandbox listening on ${origin}/client/`,
    `  demo accounts: buyer, multi, seller, noidentity, ... (password ${demoPassword}; docs/sandbox.md)`,
    `  phone and email verification code (获取验证码): ${SANDBOX_VERIFY_CODE}`,
  ].join('\n');
}

/** What `npm start` prints once the sandbox listens: every address, who to sign in as, and how. */
export function readyBanner({ origin, dbPath, ms }: { origin: string; dbPath: string; ms: number }): string {
  const width = Math.max(...demoAccounts.map((account) => account.account.length));
  return [
    '',
    `  全部租户   ${origin}/`,
    `  省级门户   ${origin}/client/`,
    `  SSO        ${origin}/adfs/.well-known/openid-configuration`,
    `  数据库     ${dbPath}`,
    `  演示账号（密码均为 ${demoPassword}）：`,
    ...demoAccounts.map((account) => `    ${account.account.padEnd(width)}  ${account.note}`),
    `  验证码     ${SANDBOX_VERIFY_CODE}（绑定手机、绑定邮箱的获取验证码）`,
    '',
    `  sandbox ready in ${Math.round(ms)} ms; Ctrl-C stops it`,
    '',
  ].join('\n');
}
