import { getTranslations } from 'next-intl/server';
import type { SiteConfig } from '@/sites/schema';
import { headerColumns } from '@/lib/site/menu-layout';
import { sitePath } from '@/lib/site/paths';
import { Logo } from './logo';
import { MainMenu, type MainMenuItem } from './main-menu';
import { SearchBox } from './search-box';
import { TopBar } from './top-bar';

type Props = { site: SiteConfig; showSearch?: boolean; showMenu?: boolean };

export async function Header({ site, showSearch = true, showMenu = true }: Props) {
  const t = await getTranslations('header');
  const items: MainMenuItem[] = site.menu.map((item) => ({
    index: item.index,
    labelKey: item.labelKey,
    label: t(`menu.${item.labelKey}` as 'menu.home'),
    path: item.path,
    newWindow: item.newWindow,
    children: item.children.map((child) => ({
      label: t(`menu.${child.labelKey}` as 'menu.home'),
      href: sitePath(site.VirtualDirectory, child.path),
    })),
  }));
  return (
    <header data-columns={headerColumns(site)}>
      <TopBar welcome={site.Welcome} />
      <div className="header-banner bg-gradient-to-r from-primary to-primary-hover">
        <div className="page-width flex h-[120px] items-center justify-between">
          <Logo />
          {showSearch && site.search.kind !== 'none' ? <SearchBox /> : null}
        </div>
      </div>
      {showMenu ? <MainMenu items={items} label={t('menu.label')} /> : null}
    </header>
  );
}
