import { paths } from '@/lib/site/paths';

/**
 * A visitor opening a personal page is sent to login and brought back to the same page (SPEC §6):
 * the login page keeps the `redirect` it is given (through the allow-list) and the jump after
 * sign-in goes there.
 */
export function loginUrlFor(
  virtualDirectory: string,
  current: Pick<Location, 'pathname' | 'search'>,
): string {
  return paths.withQuery(paths.login(virtualDirectory), { redirect: `${current.pathname}${current.search}` });
}
