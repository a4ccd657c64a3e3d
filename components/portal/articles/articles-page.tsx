import { getTranslations } from 'next-intl/server';
import { articleListTitles } from '@/lib/portal/article-titles';
import type { SiteConfig } from '@/sites/schema';
import { ArticlesView } from './articles-view';

/** Server side of `articlelist?typeid=` and inventory's `articleList?type=`. */
export async function ArticlesPage({ site, by }: { site: SiteConfig; by: 'typeid' | 'type' }) {
  const tTitle = await getTranslations('pageTitles');
  const tMenu = await getTranslations('header.menu');
  return (
    <ArticlesView
      by={by}
      listRoute={by === 'type' ? 'articleList' : 'articlelist'}
      detailRoute={by === 'type' ? null : 'articledetail'}
      titles={articleListTitles(site, (key) => tMenu(key as 'home'))}
      fallbackTitle={tTitle('articlelist')}
    />
  );
}
