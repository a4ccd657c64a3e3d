import { href } from '@/lib/site/navigation/paths';
import { safeRedirectTarget } from '@/lib/auth/redirect-guard';
import { sessionValues, storageKeys } from '@/lib/session/browser-keys';

export type Jump = { url: string; clearBuyerFlag: boolean; activeMenu: number | null };

/**
 * SPEC §4 jump after identity: a member with the buyer flag goes to the stored BUYER_URL or
 * /buyerweb/ (menu 2); else the stored redirect_uri; else the user centre. Every target passes
 * the redirect allow-list; a refused one falls back to the default page.
 */
export function jumpAfterIdentity(input: {
  virtualDirectory: string;
  memberType: number | null | undefined;
  buyerFlag: boolean;
  buyerUrl: string | null;
  redirectUri: string | null;
  origin: string;
  allowedOrigins: readonly string[];
}): Jump {
  const fallback = href(input.virtualDirectory, 'userDetail');
  const safe = (target: string | null) => safeRedirectTarget(target, input.origin, input.allowedOrigins);
  if (input.memberType !== null && input.memberType !== undefined && input.buyerFlag) {
    const buyerHome = href(input.virtualDirectory, 'appEntry', { app: 'buyerweb' });
    return { url: safe(input.buyerUrl) ?? buyerHome, clearBuyerFlag: true, activeMenu: 2 };
  }
  if (input.redirectUri)
    return { url: safe(input.redirectUri) ?? fallback, clearBuyerFlag: false, activeMenu: null };
  return { url: fallback, clearBuyerFlag: false, activeMenu: null };
}

/** Sets the active menu item (SPEC §4 "set menu 2") so the page the jump lands on lights it. */
export function lightOnLanding(index: number): void {
  sessionValues.set(storageKeys.activeMenu, String(index));
  sessionValues.set(storageKeys.landingMenu, String(index));
}
