import { z } from 'zod';

/**
 * The remaining calls of SPEC §7, with the shapes the spec gives. Paths are relative to the
 * address named in `base`: business API (/baseapi), gateway (/gatewayapi) or the page origin.
 */

/** A main-menu or left-menu node, up to three levels (SPEC §3). */
export type MenuNode = {
  MenuId: string;
  MenuName: string;
  URL: string | null;
  SubSystemId: string | null;
  Target: string | null;
  Items: MenuNode[];
};
export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    MenuId: z.string(),
    MenuName: z.string(),
    URL: z.string().nullable(),
    SubSystemId: z.string().nullable(),
    Target: z.string().nullable(),
    Items: z.array(menuNodeSchema),
  }),
);

export const specCalls = {
  getMenuTree: {
    base: 'API',
    path: '/api/UserApi/GetMenuTree',
    data: z.array(menuNodeSchema),
  },
  getCtpClientUrl: { base: 'API', path: '/api/OtherApi/GetCtpClientUrl', data: z.string() },
  findByAppUrl: {
    base: 'API',
    path: '/api/OtherApi/FindByAppUrl?subSystemId=assetsweb',
    data: z.object({ AppClientUrl: z.string() }),
  },
  sidebarConfig: {
    base: 'API',
    path: '/api/Sidebar/ClientFindByPlatformId',
    data: z.object({ IsShow: z.boolean(), Value: z.string().nullable() }),
  },
  queryMarkList: {
    base: 'API',
    path: '/api/Mark/QueryMarkList',
    data: z.array(z.object({ Id: z.string(), Name: z.string() })),
  },
  saveMark: { base: 'API', path: '/api/Mark/SaveMark', data: z.unknown() },
  getBidUrl: { base: 'ORIGIN', path: '/api/BidManager/GetBidUrl', data: z.string() },
  findOrgContactInfo: {
    base: 'GATEWAY',
    path: '/inventory/api/IndexApi/FindOrgContactInfo',
    data: z.object({ Tel: z.string(), Email: z.string(), Address: z.string() }),
  },
  leaseCustomerService: {
    base: 'GATEWAY',
    path: '/lease/api/Anncapi/GetClientSysdicts?dictType=CustomerService',
    data: z.array(z.object({ Value: z.string() })),
  },
  smallLeaseCustomerService: {
    base: 'GATEWAY',
    path: '/smalllease/api/Anncapi/GetClientSysdicts?dictType=SmallLeaseCustomerService',
    data: z.array(z.object({ Value: z.string() })),
  },
} as const;

/** Request bodies the spec names. */
export const sidebarRequestSchema = z.object({ PlatformId: z.string() });
export const queryMarkListRequestSchema = z.object({ BusinessType: z.literal('Inventory') });
export const saveMarkRequestSchema = z.object({ MemberId: z.string().min(1), MarkIds: z.array(z.string()) });

/**
 * Request bodies the spec leaves "not shown", designed in its style. GetMenuTree: the platform whose
 * user-centre menu is wanted (optional; the header PlatformId says the same).
 */
export const getMenuTreeRequestSchema = z.object({ PlatformId: z.string().optional() });
/** GetBidUrl: which bidding view to open (SPEC §2 "Bidding app"), Bidding by default. */
export const bidUrlTypes = ['Bidding', 'LookOn', 'InventoryBidding'] as const;
export const getBidUrlRequestSchema = z.object({ BidUrlType: z.enum(bidUrlTypes).default('Bidding') });

/** Token endpoint answers (SPEC §3 "Token response"). */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  id_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().int().positive(),
  token_type: z.string().optional(),
  scope: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
