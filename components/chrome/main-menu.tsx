'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { usePathname } from 'next/navigation';
import { useSite } from '@/lib/site/site-context';
import { useSignedInUser } from '@/lib/session/use-session';
import {
  ACTIVE_MENU_KEY,
  activeMenuIndex,
  subscribeLandingMenu,
  takeLandingMenu,
} from '@/lib/site/navigation/active-menu';
import { getDetailKind, subscribeDetailKind } from '@/lib/site/navigation/detail-kind';
import { menuItemWidth } from '@/lib/site/chrome/menu-layout';
import { innerPath } from '@/lib/site/navigation/paths';
import { menuHref, REDIRECT_FROM_KEY } from '@/lib/site/navigation/menu-targets';
import { jumpToProvincePlatform, type ProvinceJumpOutcome } from '@/lib/auth/province-jump';
import { askArrival, type ArrivalNotice } from '@/lib/sign-in/arrival-question';
import { setMenuOpen, useMenuOpen } from './menu-open';

export type MainMenuItem = {
  index: number;
  labelKey: string;
  label: string;
  path: string | null;
  newWindow: boolean;
  children: Array<{ label: string; href: string }>;
};

/** What this tab tells after a jump: that it signed out, or why it did not. */
const jumpNotices: Record<ProvinceJumpOutcome, ArrivalNotice | null> = {
  opened: null,
  handedOver: 'handedOver',
  failed: 'jumpFailed',
  blocked: 'jumpBlocked',
  // The person closed the new tab: they know why nothing happened.
  closed: null,
};

function readStoredIndex(): number | null {
  try {
    const stored = window.sessionStorage.getItem(ACTIVE_MENU_KEY);
    return stored === null ? null : Number(stored);
  } catch {
    return null;
  }
}

/** The lit item follows the detail's loaded kind and a menu lit by an arrival on this page. */
function subscribeActiveSources(listener: () => void): () => void {
  const stopDetail = subscribeDetailKind(listener);
  const stopLanding = subscribeLandingMenu(listener);
  return () => {
    stopDetail();
    stopLanding();
  };
}

/** Main menu of SPEC §2: 4 to 8 items at fixed widths, the active item recomputed from the path. */
export function MainMenu({ items, label }: { items: MainMenuItem[]; label: string }) {
  const site = useSite();
  // Phones fold the menu behind the header bar's ☰ (menu-toggle.tsx); from 768 px it is the row of SPEC §2.
  const menu = useMenuOpen();
  const pathname = usePathname();
  const { user } = useSignedInUser();
  const active = useSyncExternalStore(
    subscribeActiveSources,
    () =>
      takeLandingMenu() ??
      activeMenuIndex(
        innerPath(pathname, site.VirtualDirectory),
        window.location.search,
        site.menu,
        getDetailKind(),
      ) ??
      readStoredIndex(),
    () => null,
  );

  useEffect(() => {
    if (active === null) return;
    try {
      window.sessionStorage.setItem(ACTIVE_MENU_KEY, String(active));
    } catch {
      // Without session storage the menu still lights from the path.
    }
  }, [active]);

  // Closes the phone's menu as the page leaves: Back to this page then shows it closed.
  useEffect(() => {
    const close = () => setMenuOpen({ open: false });
    window.addEventListener('pagehide', close);
    return () => window.removeEventListener('pagehide', close);
  }, []);

  const width = menuItemWidth(items.length);
  return (
    <nav aria-label={label} className="bg-primary" data-testid="main-menu">
      {/* On a phone the open list hangs under the header bar, over the page, wherever it is scrolled to. */}
      <ul
        id="main-menu-items"
        className={`page-width flex-col text-base text-white md:flex md:h-12 md:flex-row max-md:fixed max-md:inset-x-0 max-md:z-40 max-md:w-full max-md:overflow-y-auto max-md:bg-primary max-md:shadow-lg ${menu.open ? 'flex' : 'hidden'}`}
        style={menu.open ? { top: menu.top, maxHeight: `calc(100dvh - ${menu.top}px)` } : undefined}
      >
        {items.map((item) => {
          const href = menuHref(site, item, { signedIn: Boolean(user) });
          const isActive = item.index === active;
          return (
            <li
              key={item.index}
              className="group relative max-md:w-full!"
              style={{ width: `${width}%` }}
              data-menu-index={item.index}
            >
              <a
                href={href}
                target={item.newWindow ? '_blank' : undefined}
                rel={item.newWindow ? 'noopener' : undefined}
                aria-current={isActive ? 'page' : undefined}
                onClick={(event) => {
                  if (item.index === 9 && !user) window.sessionStorage.setItem(REDIRECT_FROM_KEY, 'header');
                  // A signed-in visitor takes the sign-in along to the province-wide platform (SPEC §4),
                  // and this tab says what became of it: signed out here, or why it stayed.
                  if (item.index === 5 && item.labelKey !== 'smallLeaseSite' && user) {
                    event.preventDefault();
                    void jumpToProvincePlatform(site).then((outcome) => {
                      const notice = jumpNotices[outcome];
                      if (notice) void askArrival({ kind: notice });
                    });
                  }
                }}
                className={`flex h-12 items-center justify-center hover:bg-primary-hover ${isActive ? 'bg-active text-ink' : ''}`}
              >
                {item.label}
              </a>
              {/* A phone has no hover: its open menu lists the sub-items under their item. */}
              {item.children.length > 0 ? (
                <ul className="z-40 hidden w-full bg-white text-ink shadow group-hover:block group-focus-within:block max-md:block max-md:bg-primary-hover max-md:text-white max-md:shadow-none md:absolute md:left-0 md:top-full">
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <a
                        href={child.href}
                        className="block px-3 py-2 text-center text-sm hover:bg-canvas hover:text-primary max-md:py-3"
                      >
                        {child.label}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
