import type { CSSProperties } from 'react';
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
  return (
    <header data-columns={columns} className="print:hidden">
      <TopBar welcome={site.Welcome} elderSwitchInMenu={showMenu} />
      <div className="header-banner bg-gradient-to-r from-primary to-primary-hover">
        {/* SPEC §2: 9 columns with the province or city setting, else 8; the search takes the last 3. */}
        <div
          className="page-width flex flex-col gap-3 py-3 md:grid md:h-[120px] md:grid-cols-[repeat(var(--header-columns),minmax(0,1fr))] md:items-center md:gap-0 md:py-0"
          style={{ '--header-columns': columns } as CSSProperties}
          data-testid="header-grid"
        >
          <div className="min-w-0" style={{ gridColumn: `span ${hasSearch ? columns - 3 : columns}` }}>
            <Logo />
          </div>
          {hasSearch ? (
            <div className="min-w-0 md:col-span-3 md:justify-self-end">
              <SearchBox />
            </div>
          ) : null}
        </div>
      </div>
      {showMenu ? <MainMenu items={items} label={t('menu.label')} toggleLabel={t('menu.toggle')} /> : null}
    </header>
  );
}
