import { createHash } from 'node:crypto';
import type { Deployment } from './deployments';
import { variants, type IdentityWording, type Variant } from './variants';

const identityWords: Record<
  IdentityWording,
  { IdentityWordsBuyer: string; IdentityWordsSaler: string; IdentityWordsTripartite: string }
> = {
  default: {
    IdentityWordsBuyer: '受让方',
    IdentityWordsSaler: '转让方',
    IdentityWordsTripartite: '拍卖机构',
  },
  brand: { IdentityWordsBuyer: '投资方', IdentityWordsSaler: '融资方', IdentityWordsTripartite: '拍卖机构' },
  lease: { IdentityWordsBuyer: '承租方', IdentityWordsSaler: '出租方', IdentityWordsTripartite: '拍卖机构' },
};

/** The province client's own idle tips (SPEC §4); other tenants show the default of the messages. */
const provinceIdleTips =
  '您已超过30分钟未操作，为保障交易账号安全，倒计时结束后将自动退出登录；如需继续办理业务，请点击“确定”。';

/** Websites that show the public-account QR code in the quick panel. */
const publicAccountWebsites = new Set(['hnsggzy', 'hns']);

/** Deterministic UUID (version-5 layout) so org and client ids never change between builds. */
export function stableUuid(namespace: string, name: string): string {
  const hex = createHash('sha1').update(`${namespace}:${name}`).digest('hex');
  const variantNibble = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variantNibble}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

function orgName(deployment: Deployment): string {
  return deployment.area ? `${deployment.area.name}公共资源交易中心` : '河南省公共资源交易中心';
}

function menuFor(variant: Variant, deployment: Deployment, isCity: boolean) {
  return variant.menu.filter((item) => {
    if (item.index === 3) return deployment.WebSite === 'hnsggzy';
    if (item.index === 5) return isCity;
    return true;
  });
}

/**
 * Turns a deployment into the unvalidated site configuration record. The schema in `schema.ts`
 * decides whether it is acceptable; nothing here throws.
 */
export function resolveDeployment(deployment: Deployment): Record<string, unknown> {
  const variant: Variant | undefined = variants[deployment.variant];
  if (!variant) return { VirtualDirectory: deployment.VirtualDirectory, variant: deployment.variant };
  const isCity = deployment.Leval === 2;
  const OrgPubName = orgName(deployment);
  const platformName = `${variant.businessName}平台`;
  const words = identityWords[variant.identityWording];
  const isProvinceClient = deployment.WebSite === 'hnsggzy';
  return {
    Title: `${OrgPubName}-${platformName}`,
    Welcome: `您好，欢迎访问${OrgPubName}${platformName}！`,
    NoLoginLogoWord: `${OrgPubName}`,
    LoginLogoWord: `${OrgPubName}·${platformName}`,
    LoginUserLogoWord: `${platformName}·用户中心`,
    LoginUserLogoWordBuyer: `${platformName}·${words.IdentityWordsBuyer}`,
    LoginUserLogoWordSaler: `${platformName}·${words.IdentityWordsSaler}`,
    LoginUserLogoWordTripartite: `${platformName}·${words.IdentityWordsTripartite}`,
    NoLoginLogoImg: 'emblem.svg',
    LoginLogoImg: 'emblem.svg',
    LoginUserLogoImg: 'emblem.svg',
    NoLoginIsShowYuJiaoYi: variant.key === 'assets',
    LoginIsShowYuJiaoYi: variant.key === 'assets',
    LogoFontSize: variant.LogoFontSize,
    WebBusinessType: variant.WebBusinessType,
    WebSite: deployment.WebSite,
    OrgId: stableUuid('org', deployment.area?.code ?? '410000'),
    SsoCleintId: stableUuid('sso-client', deployment.VirtualDirectory),
    VirtualDirectory: deployment.VirtualDirectory,
    OrgPubName,
    Name: deployment.area?.name ?? '河南省',
    Leval: deployment.Leval,
    IsCity: isCity,
    Favicon: variant.theme === 'green' ? 'portal-green.svg' : 'portal.svg',
    Home: isProvinceClient ? 'https://www.hnsggzy.example/' : '',
    PlatformId: variant.PlatformId,
    ...words,
    StaticApi: '',
    AreaCode: deployment.area?.code ?? '',
    subApps: Array.from(new Set(['baseweb', 'buyerweb', variant.portalApp])),
    portalApp: variant.portalApp,
    rootRedirect: variant.rootRedirect,
    articleTypes: variant.articleTypes,
    theme: variant.theme,
    menu: menuFor(variant, deployment, isCity),
    search: variant.search,
    footerKind: variant.footerKind,
    qrUrls: {
      publicAccount: `https://weixin.hnsggzy.example/account/${deployment.WebSite}`,
      miniProgram: `https://weixin.hnsggzy.example/mini-program/${deployment.VirtualDirectory}`,
      serviceAccount: `https://weixin.hnsggzy.example/service/${deployment.VirtualDirectory}`,
    },
    joinBiddingKey: variant.key === 'assets' ? 'joinAuction' : 'joinBiddingSession',
    quickPanel: {
      publicAccountQr: publicAccountWebsites.has(deployment.WebSite),
      joinBidding: variant.key !== 'recycle',
    },
    autoLogoutClient: isProvinceClient,
    idleSeconds: 1800,
    idleCountdownSeconds: 60,
    idleTips: isProvinceClient ? provinceIdleTips : '',
    showServerError: false,
  };
}
