'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { useSite } from '@/lib/site/site-context';
import { href } from '@/lib/site/paths';
import { useSignedInUser } from '@/lib/session/use-session';
import { logoFor } from '@/lib/site/logo';

/** Logo box of SPEC §9: 820 px wide, 83 px high; words and image follow login state and identity. */
export function Logo() {
  const site = useSite();
  const t = useTranslations('header');
  const { session, user, identity } = useSignedInUser();
  const logo = logoFor(site, {
    signedIn: Boolean(session.auth?.isLoggedIn),
    hasUser: Boolean(user),
    identity,
  });
  return (
    <a
      href={href(site, 'root')}
      className="flex h-[83px] max-w-[820px] items-center gap-3 text-white no-underline md:gap-4"
      data-testid="logo"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser */}
      <img
        src={`${site.StaticApi}/images/${logo.image}`}
        alt={t('logoAlt', { name: site.OrgPubName })}
        width={64}
        height={64}
        className="h-12 w-12 shrink-0 md:h-16 md:w-16"
      />
      <span
        className="font-bold tracking-wide"
        style={{ fontSize: `min(${site.LogoFontSize}px, 5.5vw)` }}
        data-testid="logo-words"
      >
        {logo.words}
      </span>
      {logo.showYuJiaoYi ? (
        <span className="shrink-0 whitespace-nowrap rounded border border-white/70 px-2 py-0.5 text-xs">
          {t('yuJiaoYi')}
        </span>
      ) : null}
    </a>
  );
}
