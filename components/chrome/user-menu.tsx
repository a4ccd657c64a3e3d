'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useSite } from '@/lib/site/site-context';
import { useSignedInUser } from '@/lib/session/use-session';
import { paths } from '@/lib/site/paths';
import { showsAccountSettings } from '@/lib/site/account-settings';
import { logoutFull } from '@/lib/auth/logout';

/** Signed-in part of the top bar: name, identity and the hover menu of SPEC §2. */
export function UserMenu() {
  const site = useSite();
  const t = useTranslations('header.topBar');
  const { user, identity } = useSignedInUser();
  const [open, setOpen] = useState(false);

  // The menu hides on any click anywhere in the document (SPEC §2).
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [open]);

  if (!user) return null;
  const name = user.UserName || user.UserMobile || '';
  return (
    <div
      className="relative flex items-center gap-3"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      data-testid="user-menu"
    >
      <button
        type="button"
        className="flex items-center gap-2 hover:text-primary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('userMenu')}
        onClick={(event) => {
          event.stopPropagation();
          setOpen((value) => !value);
        }}
      >
        <span data-testid="user-name">{name}</span>
        <span className="text-primary" data-testid="identity-name">
          {identity?.IdentityName || t('noIdentity')}
        </span>
      </button>
      {open ? (
        <ul
          role="menu"
          className="absolute right-0 top-full z-50 w-28 rounded border border-line bg-white py-1 shadow"
        >
          {showsAccountSettings(site, user) ? (
            <li role="none">
              <a
                role="menuitem"
                className="block px-3 py-1.5 hover:bg-canvas"
                href={paths.accountSettings(site.VirtualDirectory)}
              >
                {t('accountSettings')}
              </a>
            </li>
          ) : null}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className="block w-full px-3 py-1.5 text-left hover:bg-canvas"
              onClick={() => logoutFull(site)}
            >
              {t('logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
