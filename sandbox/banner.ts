import { SANDBOX_VERIFY_CODE } from './api/routes/user-centre/account-settings';
import { demoPassword } from './db/seed/demo-accounts';

/** What `npm run sandbox` prints at start: where to go, and the two secrets a tester types. */
export function startBanner(origin: string): string {
  return [
    `sandbox listening on ${origin}/client/`,
    `  demo accounts: buyer, multi, seller, noidentity, ... (password ${demoPassword}; docs/sandbox.md)`,
    `  phone and email verification code (获取验证码): ${SANDBOX_VERIFY_CODE}`,
  ].join('\n');
}
