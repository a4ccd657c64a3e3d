import type { Route } from '../route';
import { bannerRoutes } from './banners';
import { bidRoutes } from './bid';
import { gatewayRoutes } from './gateway';
import { houseRoutes } from './houses';
import { markRoutes } from './marks';
import { otherRoutes } from './other';
import { portalRoutes } from './portal';
import { sidebarRoutes } from './sidebar';
import { userCentreRoutes } from './user-centre';
import { userRoutes } from './user';

/** Every API route of the sandbox: one file per resource, registered here. */
export const routes: Route[] = [
  ...userRoutes,
  ...otherRoutes,
  ...sidebarRoutes,
  ...markRoutes,
  ...bidRoutes,
  ...gatewayRoutes,
  ...portalRoutes,
  ...houseRoutes,
  ...bannerRoutes,
  ...userCentreRoutes,
];
