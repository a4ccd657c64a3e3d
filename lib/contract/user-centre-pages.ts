import { tenantPages, type UserCentrePageKey } from '@/sites/pages';

/**
 * Pages of the user centre inside a tenant (SPEC §2), as the left menu's GetMenuTree URLs name
 * them: the rows of `sites/pages.ts` marked `userCentre`, so the client's links and the menu trees
 * a backend sends agree.
 */
export const userCentrePages = Object.fromEntries(
  Object.entries(tenantPages).flatMap(([page, row]) => ('userCentre' in row ? [[page, row.path]] : [])),
) as Record<UserCentrePageKey, string>;

/** Paths of the user centre (SPEC §2): where the left menu shows and the quick panel hides. */
export function isUserCentrePath(pathname: string): boolean {
  return /\/(userCenterConter|user_center)\//.test(pathname.endsWith('/') ? pathname : `${pathname}/`);
}
