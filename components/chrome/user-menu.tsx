'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useSite } from '@/lib/site/site-context';
import { useSignedInUser } from '@/lib/session/use-session';
import { href } from '@/lib/site/navigation/paths';
import { showsAccountSettings } from '@/lib/site/chrome/account-settings';
import { logoutFull } from '@/lib/auth/logout';
import { CtpClientItem } from './ctp-client-item';

const itemClass = 'block w-full whitespace-nowrap px-3 py-1.5 text-left hover:bg-canvas hover:text-primary';

/**
 * Signed-in part of the top bar: name, identity and the menu of SPEC §2, with 交易客户端 (SPEC §7
 * GetCtpClientUrl). Hovering shows it; a
 * click pins it open until the next click anywhere else, so it also works without a mouse.
 */
export function UserMenu() {
  const site = useSite();
  const t = useTranslations('header.topBar');
  const { user, identity } = useSignedInUser();
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || pinned;
  const container = useRef<HTMLDivElement>(null);

  // The menu hides on any click elsewhere in the document (SPEC §2). React listens on the document
  // too, so stopping the button's click would not keep it from this listener: look where it landed.
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event.type === 'click' && container.current?.contains(event.target as Node)) return;
      setPinned(false);
      setHovered(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(event);
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) return null;
  const name = user.UserName || user.UserMobile || '';
  const vd = site.VirtualDirectory;
  return (
    <div
      ref={container}
      className="relative flex items-center gap-3"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      data-testid="user-menu"
    >
      <button
        type="button"
        className="flex items-center gap-2 hover:text-primary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('userMenu')}
        onClick={() => {
          // A click on a menu the pointer opened keeps it open; a second click closes it.
          setPinned(!pinned);
          if (pinned) setHovered(false);
        }}
      >
        <span data-testid="user-name">{name}</span>
        <span className="text-primary" data-testid="identity-name">
          {identity?.IdentityName || t('noIdentity')}
        </span>
      </button>
      {open ? (
        // The padding bridges the pointer from the button to the menu without a gap that would close it.
        <div className="absolute right-0 top-full z-50 pt-1">
          <ul role="menu" className="min-w-28 rounded border border-line bg-white py-1 shadow">
            <li role="none">
              <a role="menuitem" className={itemClass} href={href(vd, 'userDetail')}>
                {t('userCentre')}
              </a>
            </li>
            <li role="none">
              <CtpClientItem className={itemClass} />
            </li>
            {user.AuthedIdentities.length > 1 ? (
              <li role="none">
                <a role="menuitem" className={itemClass} href={href(vd, 'changeOrg')}>
                  {t('changeIdentity')}
                </a>
              </li>
            ) : null}
            {showsAccountSettings(site, user) ? (
              <li role="none">
                <a role="menuitem" className={itemClass} href={href(vd, 'accountSettings')}>
                  {t('accountSettings')}
                </a>
              </li>
            ) : null}
            <li role="none">
              <button type="button" role="menuitem" className={itemClass} onClick={() => logoutFull(site)}>
                {t('logout')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
