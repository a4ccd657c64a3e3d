'use client';

import { useState, type MouseEvent } from 'react';
import type { SiteConfig } from '@/sites/schema';
import { adminLoginUrl } from '@/lib/site/address/external-urls';

const localRule = () => import('@/lib/site/address/local-admin');

/**
 * The top bar's 交易中心登录 link: the deployed address in the markup; on a plain-http page the
 * local-origin rule of SPEC §2 replaces it as soon as the visitor points at or focuses the link
 * (its code loads then, so no page pays for it up front), and a click that comes first waits for it.
 */
export function useAdminLoginLink(site: Pick<SiteConfig, 'WebBusinessType'>) {
  const [local, setLocal] = useState<string | null>(null);
  const resolve = () =>
    localRule().then(({ localAdminLoginUrl }) => {
      const href = localAdminLoginUrl(site, window.location.origin);
      setLocal(href);
      return href;
    });
  const plainHttp = () => window.location.protocol === 'http:';
  const onIntent = () => {
    if (local === null && plainHttp()) void resolve();
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (local !== null || !plainHttp()) return;
    event.preventDefault();
    void resolve().then((href) => window.location.assign(href));
  };
  return {
    href: local ?? adminLoginUrl(site),
    onPointerEnter: onIntent,
    onFocus: onIntent,
    onTouchStart: onIntent,
    onClick,
  };
}
