import { getTranslations } from 'next-intl/server';
import { articleListTitles } from '@/lib/portal/article-titles';
import type { SiteConfig } from '@/sites/schema';
import { kindPath } from '@/sites/pages';
import { ArticlesView } from './articles-view';

/** Server side of `articlelist?typeid=` and inventory's `articleList?type=`. */
export async function ArticlesPage({ site, by }: { site: SiteConfig; by: 'typeid' | 'type' }) {
  const tTitle = await getTranslations('pageTitles');
  const tMenu = await getTranslations('header.menu');
  const app = site.portalApp;
  return (
    <ArticlesView
      by={by}
      listPath={kindPath(app, by === 'type' ? 'articleList' : 'articlelist')}
      detailPath={by === 'type' ? null : kindPath(app, 'articledetail')}
      titles={articleListTitles(site, (key) => tMenu(key as 'home'))}
      fallbackTitle={tTitle('articlelist')}
    />
  );
}
