'use client';

import { setMenuOpen, useMenuOpen } from './menu-open';

/**
 * A phone's ☰ button, beside the site name in the bar that stays at the top of the screen: the
 * menu opens under the bar wherever the page is scrolled to. From 768 px the menu is a row of its own.
 */
export function MenuToggle({ label }: { label: string }) {
  const menu = useMenuOpen();
  return (
    <button
      type="button"
      aria-expanded={menu.open}
      aria-controls="main-menu-items"
      onClick={(event) => {
        const bar = event.currentTarget.parentElement?.getBoundingClientRect();
        setMenuOpen(menu.open ? { open: false } : { open: true, top: bar?.bottom ?? 0 });
      }}
      className="flex h-10 shrink-0 items-center gap-2 whitespace-nowrap rounded px-3 text-base text-white hover:bg-primary-hover md:hidden"
      data-testid="menu-button"
    >
      <span aria-hidden className="text-lg leading-none">
        ☰
      </span>
      {label}
    </button>
  );
}
