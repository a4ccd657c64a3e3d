/**
 * The addresses a test of sign-in or sign-out bakes in place of vitest.config's: the SSO on an
 * origin of its own (as ADFS is), so URLs the code builds to it are checked in full. Call it from
 * `vi.hoisted`, before the module under test reads `PORTAL_ADDRESSES`.
 */
export function useAbsoluteSsoAddresses(): void {
  process.env.PORTAL_ADDRESSES = JSON.stringify({
    SSO: 'https://sso.example',
    API: '/baseapi',
    GATEWAY: '/gatewayapi',
    ATTACHMENT: '',
    TRADING_API: '',
    BID: '/bid',
    ADMIN: '/admin',
    PROVINCE: '',
  });
}
