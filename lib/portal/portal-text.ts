import type { PortalRoute } from './route-set';

const announcementDetails: readonly PortalRoute[] = ['noticeDetail', 'anncDetail', 'publicDetail'];

/**
 * Parts of the portal's text that the browser says on some page kinds only, and those kinds.
 * Every portal page's hydration data carries the text handed to it, on 5 000 pages of the export,
 * so a page leaves out what it never shows. Everything not named here goes to every portal page.
 */
export const portalTextOwners: Readonly<Record<string, readonly PortalRoute[]>> = {
  anncApply: ['AnncApply'],
  // The terms dialog opens from the detail's 我要报名; the lease detail links to the map and the panorama.
  applyTerms: announcementDetails,
  // After an application: from the detail's 我要报名 or from the form.
  applySuccess: [...announcementDetails, 'AnncApply'],
  // The detail's own actions and its applicants' stamps.
  share: announcementDetails,
  favourite: announcementDetails,
  stamps: announcementDetails,
  map: [...announcementDetails, 'mapFindHouse', 'fullVirtualReality'],
  guestBook: ['guestBook'],
  equityTrust: [
    'InfoNotice/List',
    'InfoNotice/Detail',
    'CheckInTrust/List',
    'CompanyStyle/List',
    'CompanyStyle/Detail',
    'CompanyAnncDetail',
    'TrustCompanyDetail',
  ],
};

/** The entries (`portal.<key>`) of the portal's text a page of `route` hands to the browser. */
export function portalTextFor(route: PortalRoute, keys: readonly string[]): string[] {
  return keys.filter((key) => portalTextOwners[key]?.includes(route) ?? true).map((key) => `portal.${key}`);
}

/**
 * The entries of the portal's text a tenant's home hands to the browser: none of the parts some
 * page kinds own (the home shows no form, terms, map, guest book or equity-trust list), which was
 * 2.8 KB of every home's hydration data.
 */
export function homePortalText(keys: readonly string[]): string[] {
  return keys.filter((key) => !(key in portalTextOwners)).map((key) => `portal.${key}`);
}
