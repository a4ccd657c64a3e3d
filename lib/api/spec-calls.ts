import * as z from 'zod/mini';
import { flag, id, list, optionalText, text } from './fields';

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
export const menuNodeSchema: z.ZodMiniType<MenuNode, unknown> = z.lazy(() =>
  z.object({
    MenuId: id,
    MenuName: text,
    URL: optionalText,
    SubSystemId: optionalText,
    Target: optionalText,
    Items: list(menuNodeSchema),
  }),
);

/** A link the chrome shows or encodes in a QR code: required, or there is nothing to show. */
const link = z.string().check(z.minLength(1));

export const specCalls = {
  getMenuTree: {
    base: 'API',
    path: '/api/UserApi/GetMenuTree',
    data: list(menuNodeSchema),
  },
  getCtpClientUrl: { base: 'API', path: '/api/OtherApi/GetCtpClientUrl', data: link },
  findByAppUrl: {
    base: 'API',
    path: '/api/OtherApi/FindByAppUrl?subSystemId=assetsweb',
    data: z.object({ AppClientUrl: link }),
  },
  sidebarConfig: {
    base: 'API',
    path: '/api/Sidebar/ClientFindByPlatformId',
    data: z.object({ IsShow: flag(false), Value: optionalText }),
  },
  queryMarkList: {
    base: 'API',
    path: '/api/Mark/QueryMarkList',
    data: list(z.object({ Id: id, Name: text })),
  },
  saveMark: { base: 'API', path: '/api/Mark/SaveMark', data: z.unknown() },
  getBidUrl: { base: 'ORIGIN', path: '/api/BidManager/GetBidUrl', data: link },
  findOrgContactInfo: {
    base: 'GATEWAY',
    path: '/inventory/api/IndexApi/FindOrgContactInfo',
    data: z.object({ Tel: text, Email: text, Address: text }),
  },
  leaseCustomerService: {
    base: 'GATEWAY',
    path: '/lease/api/Anncapi/GetClientSysdicts?dictType=CustomerService',
    data: list(z.object({ Value: text })),
  },
  smallLeaseCustomerService: {
    base: 'GATEWAY',
    path: '/smalllease/api/Anncapi/GetClientSysdicts?dictType=SmallLeaseCustomerService',
    data: list(z.object({ Value: text })),
  },
} as const;

/** Request bodies the spec names. */
export const sidebarRequestSchema = z.object({ PlatformId: z.string() });
export const queryMarkListRequestSchema = z.object({ BusinessType: z.literal('Inventory') });
export const saveMarkRequestSchema = z.object({
  MemberId: z.string().check(z.minLength(1)),
  MarkIds: z.array(z.string()),
});

/**
 * Request bodies the spec leaves "not shown", designed in its style. GetMenuTree: the platform whose
 * user-centre menu is wanted (optional; the header PlatformId says the same).
 */
export const getMenuTreeRequestSchema = z.object({ PlatformId: z.optional(z.string()) });
/** GetBidUrl: which bidding view to open (SPEC §2 "Bidding app"), Bidding by default. */
export const bidUrlTypes = ['Bidding', 'LookOn', 'InventoryBidding'] as const;
export const getBidUrlRequestSchema = z.object({ BidUrlType: z._default(z.enum(bidUrlTypes), 'Bidding') });

/** Token endpoint answers (SPEC §3 "Token response"). */
export const tokenResponseSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  id_token: z.string().check(z.minLength(1)),
  refresh_token: z.optional(z.string().check(z.minLength(1))),
  expires_in: z.number().check(z.int(), z.positive()),
  token_type: z.optional(z.string()),
  scope: z.optional(z.string()),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
