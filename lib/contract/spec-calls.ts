import * as z from 'zod/mini';
import { defineCall, noRequest, type CallAuth, type CallBase } from './call';
import { flag, id, list, optionalText, text } from './fields';
import { getUserBasicInfo, getUserInfo } from './user';
import { bidUrlTypes, customerServiceValues } from './spec-values';

export { bidUrlTypes, customerServiceValues };

/**
 * The calls SPEC §7 names, with the shapes the spec gives. Paths are relative to the address
 * named in `base`: business API (/baseapi), gateway (/gatewayapi) or the page origin.
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
export const getBidUrlRequestSchema = z.object({ BidUrlType: z._default(z.enum(bidUrlTypes), 'Bidding') });

const customerServiceSchema = list(z.object({ Value: text }));

const on = (auth: CallAuth, base: CallBase = 'API') => ({ auth, base });

export const specCalls = {
  getUserBasicInfo,
  getUserInfo,
  getMenuTree: defineCall(
    '/api/UserApi/GetMenuTree',
    getMenuTreeRequestSchema,
    list(menuNodeSchema),
    on('required'),
  ),
  getCtpClientUrl: defineCall('/api/OtherApi/GetCtpClientUrl', noRequest, link, on('optional')),
  findByAppUrl: defineCall(
    '/api/OtherApi/FindByAppUrl?subSystemId=assetsweb',
    noRequest,
    z.object({ AppClientUrl: link }),
    on('none'),
  ),
  sidebarConfig: defineCall(
    '/api/Sidebar/ClientFindByPlatformId',
    sidebarRequestSchema,
    z.object({ IsShow: flag(false), Value: optionalText }),
    on('none'),
  ),
  queryMarkList: defineCall(
    '/api/Mark/QueryMarkList',
    queryMarkListRequestSchema,
    list(z.object({ Id: id, Name: text })),
    on('none'),
  ),
  saveMark: defineCall('/api/Mark/SaveMark', saveMarkRequestSchema, z.unknown(), on('required')),
  getBidUrl: defineCall('/api/BidManager/GetBidUrl', getBidUrlRequestSchema, link, on('required', 'ORIGIN')),
  findOrgContactInfo: defineCall(
    '/inventory/api/IndexApi/FindOrgContactInfo',
    noRequest,
    z.object({ Tel: text, Email: text, Address: text }),
    on('none', 'GATEWAY'),
  ),
  leaseCustomerService: defineCall(
    '/lease/api/Anncapi/GetClientSysdicts?dictType=CustomerService',
    noRequest,
    customerServiceSchema,
    on('none', 'GATEWAY'),
  ),
  smallLeaseCustomerService: defineCall(
    '/smalllease/api/Anncapi/GetClientSysdicts?dictType=SmallLeaseCustomerService',
    noRequest,
    customerServiceSchema,
    on('none', 'GATEWAY'),
  ),
} as const;

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
