import { kindPath } from '../../sites/pages';

/** A tenant whose home, list and detail the speed tools measure. */
export type MeasuredTarget = { tenant: string; platformId: string; list: string; detail: string };

/** Three tenants of different page families: buyer style, home style, lease (issue 21's nine pages). */
export const measuredTargets: MeasuredTarget[] = [
  {
    tenant: 'client',
    platformId: 'AssetsCliectApp',
    list: kindPath('buyerweb', 'list'),
    detail: kindPath('buyerweb', 'noticeDetail'),
  },
  {
    tenant: 'brand',
    platformId: 'BrandClientApp',
    list: kindPath('brandweb', 'anncNoticeList'),
    detail: kindPath('brandweb', 'noticeDetail'),
  },
  {
    tenant: 'lease',
    platformId: 'LeaseClientApp',
    list: kindPath('leaseweb', 'annc'),
    detail: kindPath('leaseweb', 'anncDetail'),
  },
];

/** The home, list and detail (of announcement `id`) of a target, as paths under the site's origin. */
export function measuredPages(target: MeasuredTarget, id: string) {
  return [
    ['home', `/${target.tenant}/`],
    ['list', `/${target.tenant}/${target.list}`],
    ['detail', `/${target.tenant}/${target.detail}?id=${encodeURIComponent(id)}`],
  ] as const;
}
