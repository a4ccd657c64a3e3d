import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type messages from '@/messages/zh-CN.json';

export type PageTitleKey = keyof (typeof messages)['pageTitles'];

/**
 * The page's own `<title>` (its kind, then the tenant's Title through the layout's template), so
 * tabs, bookmarks and screen readers tell the pages of one tenant apart.
 */
export function titled(key: PageTitleKey, base: Metadata = {}) {
  return async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations('pageTitles');
    return { ...base, title: t(key) };
  };
}
