import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type messages from '@/messages/zh-CN.json';
import { PAGE_KIND_META } from '@/lib/telemetry/page-kind-meta';

export type PageTitleKey = keyof (typeof messages)['pageTitles'];

/**
 * The page's own `<title>` (its kind, then the tenant's Title through the layout's template), so
 * tabs, bookmarks and screen readers tell the pages of one tenant apart; and its kind for the field
 * reports (`<meta name="portal-page-kind">`, lib/telemetry/page-kind-meta.ts): a portal kind's path
 * (sites/page-kinds.ts), else the title's key, which names the tenant page (sites/pages.ts).
 */
export function titled(key: PageTitleKey, base: Metadata = {}, kind: string = key) {
  return async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations('pageTitles');
    return { ...base, title: t(key), other: { ...base.other, [PAGE_KIND_META]: kind } };
  };
}
