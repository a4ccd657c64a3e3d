'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { useSite } from '@/lib/site/site-context';
import { useSignedInUser } from '@/lib/session/use-session';
import { href, innerPath } from '@/lib/site/navigation/paths';
import { headerBackground } from '@/lib/site/chrome/header-background';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { useAdminLoginLink } from './use-admin-login-link';
import { ElderSwitch } from './elder-switch';
import { clientPart } from '@/components/ui/client-part';

// Shown only to a signed-in visitor (known once the stored session is checked): its menu, the
// sign-out and their storage code load then, not with every visitor's page.
const UserMenu = clientPart(() => import('./user-menu').then((module) => module.UserMenu));

/** The bar above the header: the welcome, 搜索 where the search folds away (`searchFold`), the 长者模式 switch (first, where an older person looks on a phone too) and sign-in. */
export function TopBar({ welcome, searchFold }: { welcome: string; searchFold?: ReactNode }) {
  const site = useSite();
  const t = useTranslations('header.topBar');
  const { user } = useSignedInUser();
  const adminLogin = useAdminLoginLink(site);
  const background = headerBackground(innerPath(usePathname(), site.VirtualDirectory));
  return (
    <div
      className={`border-b border-line text-xs text-muted ${background === 'white' ? 'bg-white' : 'bg-transparent'}`}
      data-background={background}
      data-testid="top-bar"
    >
      <div className="page-width flex min-h-9 items-center justify-end md:justify-between">
        <p className="hidden truncate md:block elder:whitespace-normal" data-testid="welcome">
          {welcome}
        </p>
        <div className="flex flex-wrap items-center justify-end gap-x-4 max-md:gap-x-3">
          {searchFold}
          <ElderSwitch className="flex whitespace-nowrap hover:text-primary" />
          {user ? (
            <UserMenu />
          ) : (
            <nav
              className="flex flex-wrap items-center gap-x-4 whitespace-nowrap max-md:gap-x-2"
              aria-label={t('marketLogin')}
            >
              <a className="hover:text-primary" href={href(site.VirtualDirectory, 'register')}>
                {t('register')}
              </a>
              <span aria-hidden>|</span>
              <a className="hover:text-primary" href={href(site.VirtualDirectory, 'login')}>
                {t('marketLogin')}
              </a>
              <span aria-hidden>|</span>
              <a className="hover:text-primary" {...adminLogin}>
                {t('centreLogin')}
              </a>
            </nav>
          )}
        </div>
      </div>
    </div>
  );
}
