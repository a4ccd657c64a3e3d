'use client';

import { Fragment } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useSite } from '@/lib/site/site-context';
import { href } from '@/lib/site/navigation/paths';
import { useSignedInUser } from '@/lib/session/use-session';
import { logoFor } from '@/lib/site/chrome/logo';

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
  const parts = logo.words.split('·');
  const longest = Math.max(...parts.map((part) => part.length));
  // On a phone the name fits the bar beside ☰ on one line a part: its size follows its longest part.
  const fit = `calc((100vw - ${logo.showYuJiaoYi ? 270 : 190}px) / ${longest + 1})`;
  return (
    <a
      href={href(site, 'root')}
      className="flex min-h-12 min-w-0 max-w-[820px] flex-1 items-center gap-2 text-white no-underline md:h-[83px] md:gap-4"
      data-testid="logo"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser */}
      <img
        src={`${site.StaticApi}/images/${logo.image}`}
        alt={t('logoAlt', { name: site.OrgPubName })}
        width={64}
        height={64}
        className="h-9 w-9 shrink-0 md:h-16 md:w-16"
      />
      {/* A line may end only after a ·, never inside the name. */}
      <span
        className="min-w-0 font-bold leading-tight tracking-wide"
        style={{ fontSize: `min(${site.LogoFontSize}px, 5.5vw, ${fit})` }}
        data-testid="logo-words"
      >
        {parts.map((part, index) => (
          <Fragment key={index}>
            <span className="whitespace-nowrap">
              {part}
              {index < parts.length - 1 ? '·' : null}
            </span>
            <wbr />
          </Fragment>
        ))}
      </span>
      {logo.showYuJiaoYi ? (
        <span className="shrink-0 whitespace-nowrap rounded border border-white/70 px-2 py-0.5 text-xs">
          {t('yuJiaoYi')}
        </span>
      ) : null}
    </a>
  );
}
