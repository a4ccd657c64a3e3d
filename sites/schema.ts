import { z } from 'zod';
import { businesses, type BusinessPlatformId, type BusinessType, type PortalApp } from './businesses';

/** Sub-applications of SPEC §2, mounted under `/<virtualDirectory>/<subApp>/`: the portals of the businesses and these. */
const otherSubApps = ['baseweb', 'assetsweb', 'confiscateweb', 'messageweb', 'ejournalweb'] as const;

export const subAppIds: ReadonlyArray<(typeof otherSubApps)[number] | PortalApp> = [
  ...otherSubApps,
  ...new Set(businesses.map((business) => business.portalApp)),
];
export const subAppSchema = z.enum(subAppIds as [SubAppId, ...SubAppId[]]);
export type SubAppId = (typeof otherSubApps)[number] | PortalApp;

export const platformIds: readonly BusinessPlatformId[] = businesses.map((business) => business.PlatformId);
export const platformIdSchema = z.enum(platformIds as [PlatformId, ...PlatformId[]]);
export type PlatformId = BusinessPlatformId;

export const webBusinessTypes: readonly BusinessType[] = businesses.map(
  (business) => business.WebBusinessType,
);
export const webBusinessTypeSchema = z.enum(webBusinessTypes as [WebBusinessType, ...WebBusinessType[]]);
export type WebBusinessType = BusinessType;

/** Administrative level: 1 province, 2 city, 3 county. */
export const levelSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type Level = z.infer<typeof levelSchema>;

/**
 * Main-menu entries by their SPEC §2 index: 1 home, 2 announcements, 3 provincial property-rights
 * centre, 4 notices/news, 5 province-wide platform, 6 results, 7 service guide, 8 downloads,
 * 9 personal centre, 10 demand message board.
 */
export const menuIndexSchema = z.number().int().min(1).max(10);

export const menuItemSchema = z.object({
  index: menuIndexSchema,
  /** Key under `header.menu` in messages/zh-CN.json. */
  labelKey: z.string().min(1),
  /** Path inside the tenant (`buyerweb/list/`), or null when the target is computed (home, user centre). */
  path: z.string().nullable(),
  /** Opens in a new window (small-lease item 5). */
  newWindow: z.boolean().default(false),
  children: z.array(z.object({ labelKey: z.string().min(1), path: z.string() })).default([]),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const searchTabSchema = z.object({
  /** Key under `header.search.tabs`. */
  labelKey: z.string().min(1),
  /** Route (inside the tenant) that lists the hits for `?word=`. */
  path: z.string().min(1),
});
export type SearchTab = z.infer<typeof searchTabSchema>;

export const searchSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('tabs'),
    tabs: z.array(searchTabSchema).min(1).max(3),
  }),
  /** Inventory: one box, placeholder 请输入搜索内容, Enter triggers. */
  z.object({ kind: z.literal('single'), path: z.string().min(1) }),
  z.object({ kind: z.literal('none') }),
]);
export type SearchConfig = z.infer<typeof searchSchema>;

export const footerKindSchema = z.enum(['default', 'inventory', 'solidwaste']);
export type FooterKind = z.infer<typeof footerKindSchema>;

export const themeSchema = z.enum(['blue', 'green']);
export type Theme = z.infer<typeof themeSchema>;

const logoWordSchema = z.string().min(1);

/** The site configuration record of SPEC §3, plus what the client needs to render the tenant. */
export const siteConfigSchema = z
  .object({
    Title: z.string().min(1),
    Welcome: z.string().min(1),
    NoLoginLogoWord: logoWordSchema,
    LoginLogoWord: logoWordSchema,
    LoginUserLogoWord: logoWordSchema,
    LoginUserLogoWordBuyer: logoWordSchema,
    LoginUserLogoWordSaler: logoWordSchema,
    LoginUserLogoWordTripartite: logoWordSchema,
    NoLoginLogoImg: z.string().min(1),
    LoginLogoImg: z.string().min(1),
    LoginUserLogoImg: z.string().min(1),
    NoLoginIsShowYuJiaoYi: z.boolean(),
    LoginIsShowYuJiaoYi: z.boolean(),
    LogoFontSize: z.union([z.literal(42), z.literal(33), z.literal(31)]),
    WebBusinessType: webBusinessTypeSchema,
    WebSite: z.string().regex(/^[a-z0-9]+$/, 'website code must be lower-case letters and digits'),
    OrgId: z.string().uuid(),
    SsoCleintId: z.string().uuid(),
    VirtualDirectory: z
      .string()
      .regex(/^[0-9a-z]+$/, 'virtual directory must be lower-case letters and digits'),
    OrgPubName: z.string().min(1),
    Name: z.string().min(1),
    Leval: levelSchema,
    IsCity: z.boolean(),
    Favicon: z.string().regex(/^[\w.-]+\.(ico|png|svg)$/),
    /** External home page opened by menu item 1, through the SSO redirect endpoint. */
    Home: z.string().url().or(z.literal('')),
    PlatformId: platformIdSchema,
    IdentityWordsBuyer: z.string().min(1),
    IdentityWordsSaler: z.string().min(1),
    IdentityWordsTripartite: z.string().min(1),
    /** Static-asset base; empty means the page origin. */
    StaticApi: z.string(),
    /** Administrative-division code of the city or county, empty for province and business tenants. */
    AreaCode: z
      .string()
      .regex(/^\d{6}$/)
      .or(z.literal('')),
    subApps: z.array(subAppSchema).min(1),
    /** The sub-app that serves the portal pages (lists, details, articles). */
    portalApp: subAppSchema,
    /** Path (inside the tenant) the tenant root sends to; empty when the root is the home page. */
    rootRedirect: z.string(),
    /** Article type ids of the service-guide and download lists. */
    articleTypes: z.object({ service: z.string().min(1), download: z.string().min(1) }),
    theme: themeSchema,
    menu: z.array(menuItemSchema).min(4).max(8),
    search: searchSchema,
    footerKind: footerKindSchema,
    /** Addresses the footer QR codes encode: the WeChat public account, inventory's mini program and service account. */
    qrUrls: z.object({
      publicAccount: z.string().url(),
      miniProgram: z.string().url(),
      serviceAccount: z.string().url(),
    }),
    /** Join-bidding wording of the quick panel: 参与竞拍 on the assets platform, else 参加竞价会. */
    joinBiddingKey: z.enum(['joinAuction', 'joinBiddingSession']),
    quickPanel: z.object({
      /** Public-account QR: only on two website settings. */
      publicAccountQr: z.boolean(),
      joinBidding: z.boolean(),
    }),
    autoLogoutClient: z.boolean(),
    /** Idle time before the idle dialog, in seconds. */
    idleSeconds: z.number().int().positive(),
    /** Countdown start of the idle dialog, in seconds. */
    idleCountdownSeconds: z.number().int().positive(),
    /** Tips text of the idle dialog (SPEC §4 "configured tips text"); empty: the default of the messages. */
    idleTips: z.string().max(200),
    /** Show the server's message for unknown ErrorCodes instead of the default one. */
    showServerError: z.boolean(),
    /**
     * The share of page views that send field reports (0 to 1); null: the profile's default, one in
     * ten in production and test, every view in the sandbox (lib/telemetry/consent.ts).
     */
    fieldSampleRate: z.number().min(0).max(1).nullable().default(null),
  })
  .superRefine((site, ctx) => {
    if (!site.subApps.includes(site.portalApp)) {
      ctx.addIssue({
        code: 'custom',
        path: ['portalApp'],
        message: `portalApp ${site.portalApp} is not among subApps`,
      });
    }
    if (site.Leval === 1 && site.IsCity) {
      ctx.addIssue({ code: 'custom', path: ['IsCity'], message: 'a province tenant cannot be a city' });
    }
    const indexes = site.menu.map((item) => item.index);
    if (new Set(indexes).size !== indexes.length) {
      ctx.addIssue({ code: 'custom', path: ['menu'], message: 'menu indexes must be unique' });
    }
  });
export type SiteConfig = z.infer<typeof siteConfigSchema>;
