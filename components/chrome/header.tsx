import type { CSSProperties } from 'react';
import { getTranslations } from 'next-intl/server';
import type { SiteConfig } from '@/sites/schema';
import { headerColumns } from '@/lib/site/chrome/menu-layout';
import { sitePath } from '@/lib/site/navigation/paths';
import { Logo } from './logo';
import { MainMenu, type MainMenuItem } from './main-menu';
import { MenuToggle } from './menu-toggle';
import { SearchBox } from './search-box';
import { TopBar } from './top-bar';
import { SearchFold } from './search-fold';

type Props = { site: SiteConfig; showSearch?: boolean; showMenu?: boolean };

export async function Header({ site, showSearch = true, showMenu = true }: Props) {
  const t = await getTranslations('header');
  const columns = headerColumns(site);
  const hasSearch = showSearch && site.search.kind !== 'none';
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
  /*
   * On a phone the header gives the screen to the page: the top bar and the search scroll away, and
   * the bar with the site name and ☰ stays at the top (sticky). Its boxes are `display: contents`
   * there, so the bar's sticky reach is the whole page rather than the header's own height.
   */
  return (
    <header data-columns={columns} className="print:hidden max-md:contents">
      <TopBar
        welcome={site.Welcome}
        searchFold={hasSearch ? <SearchFold label={t('topBar.search')} /> : null}
      />
      <div className="header-banner bg-gradient-to-r from-primary to-primary-hover max-md:contents">
        {/* SPEC §2: 9 columns with the province or city setting, else 8; the search takes the last 3. */}
        <div
          className="page-width flex flex-col gap-3 py-3 md:grid md:h-[120px] md:grid-cols-[repeat(var(--header-columns),minmax(0,1fr))] md:items-center md:gap-0 md:py-0 max-md:contents"
          style={{ '--header-columns': columns } as CSSProperties}
          data-testid="header-grid"
        >
          <div
            className="min-w-0 max-md:sticky max-md:top-0 max-md:z-30 max-md:flex max-md:items-center max-md:gap-2 max-md:bg-primary max-md:px-4 max-md:py-1"
            style={{ gridColumn: `span ${hasSearch ? columns - 3 : columns}` }}
            data-testid="header-bar"
          >
            <Logo />
            {showMenu ? <MenuToggle label={t('menu.toggle')} /> : null}
          </div>
          {hasSearch ? (
            <div
              id="header-search"
              className="min-w-0 md:col-span-3 md:justify-self-end max-md:bg-primary max-md:px-4 max-md:pb-2"
              data-header-search=""
            >
              <SearchBox />
            </div>
          ) : null}
        </div>
      </div>
      {showMenu ? <MainMenu items={items} label={t('menu.label')} /> : null}
    </header>
  );
}
