import { getMenuTreeRequestSchema, specCalls } from '@/lib/contract/spec-calls';
import { readUserMenu } from '../../../db/menus';
import { callRoute } from '../../route';

/** The user-centre left menu, built per user (SPEC §2 "Menu entries come from the server per user"). */
export const menuTreeRoutes = [
  callRoute(specCalls.getMenuTree, {
    body: getMenuTreeRequestSchema,
    handle: ({ db, account }) => readUserMenu(db, account!.id),
  }),
];
