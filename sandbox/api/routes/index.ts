import type { Route } from '../route';
import { appLinkRoutes } from './chrome/app-links';
import { contactRoutes } from './chrome/contacts';
import { markRoutes } from './chrome/marks';
import { sidebarRoutes } from './chrome/sidebar';
import { announcementRoutes } from './portal/announcements';
import { applicationRoutes } from './portal/applications';
import { articleRoutes } from './portal/articles';
import { bannerRoutes } from './portal/banners';
import { contentPageRoutes } from './portal/content-pages';
import { favouriteRoutes } from './portal/favourites';
import { guestBookRoutes } from './portal/guest-book';
import { houseRoutes } from './portal/houses';
import { trustCompanyRoutes } from './portal/trust-companies';
import { trustNoticeRoutes } from './portal/trust-notices';
import { accountSettingsRoutes } from './user-centre/account-settings';
import { bankAccountRoutes } from './user-centre/bank-accounts';
import { businessIdentityRoutes } from './user-centre/business-identity';
import { noticeRoutes } from './user-centre/notices';
import { orderRoutes } from './user-centre/orders';
import { participationRoutes } from './user-centre/participation';
import { projectDraftRoutes } from './user-centre/project-drafts';
import { projectRoutes } from './user-centre/projects';
import { settlementRoutes } from './user-centre/settlement';
import { simulateRoutes } from './user-centre/simulate';
import { menuTreeRoutes } from './user/menu-tree';
import { userInfoRoutes } from './user/user-info';

/** Every API route of the sandbox: `<area>/<resource>.ts`, one file per resource, registered here. */
export const routes: Route[] = [
  // The signed-in user (sign-in, identity, the left menu).
  ...userInfoRoutes,
  ...menuTreeRoutes,
  // Header, footers and the quick-navigation panel.
  ...appLinkRoutes,
  ...sidebarRoutes,
  ...markRoutes,
  ...contactRoutes,
  // The portal pages of every site.
  ...announcementRoutes,
  ...applicationRoutes,
  ...favouriteRoutes,
  ...articleRoutes,
  ...contentPageRoutes,
  ...guestBookRoutes,
  ...trustNoticeRoutes,
  ...trustCompanyRoutes,
  ...houseRoutes,
  ...bannerRoutes,
  // The user centre: account, buyer, member, seller, settlement and notice pages.
  ...accountSettingsRoutes,
  ...businessIdentityRoutes,
  ...simulateRoutes,
  ...participationRoutes,
  ...bankAccountRoutes,
  ...projectRoutes,
  ...projectDraftRoutes,
  ...orderRoutes,
  ...settlementRoutes,
  ...noticeRoutes,
];
