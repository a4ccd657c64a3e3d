import { href } from '@/lib/site/navigation/paths';
import { withoutCredentials } from '@/lib/site/address/shareable-address';

/**
 * A visitor opening a personal page is sent to login and brought back to the same page (SPEC §6):
 * the login page keeps the `redirect` it is given (through the allow-list) and the jump after
 * sign-in goes there, without credentials left in the address (a hand-over whose arrival code did
 * not load would otherwise start a second sign-in when the visitor comes back).
 */
export function loginUrlFor(
  virtualDirectory: string,
  current: Pick<Location, 'pathname' | 'search'>,
): string {
  return href(virtualDirectory, 'login', {
    redirect: `${current.pathname}${withoutCredentials(current.search)}`,
  });
}
