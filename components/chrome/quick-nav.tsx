'use client';

import { useEffect, useId, useState, type CSSProperties } from 'react';
import { clientPart } from '@/components/ui/client-part';
import { absentOnFailure } from '@/components/ui/absent-on-failure';
import { useTranslations } from '@/components/i18n/use-translations';
import quickNavText from '@/messages/parts/quickNav.json';
import { useSignedInUser } from '@/lib/session/use-session';
import { useSite } from '@/lib/site/site-context';
import { href } from '@/lib/site/navigation/paths';
import { ownHallUrl } from '@/lib/portal/look-on';
import {
  BACK_TO_TOP_THRESHOLD,
  PHONE_BAR_SLOTS,
  QUICK_BAR_WAIT_MS,
  phoneBarOrder,
  quickNavItems,
} from '@/lib/site/chrome/quick-nav';
import { usePhoneScreen } from '@/components/portal/list/use-wide-screen';
import { useBuyerGate } from '@/components/auth/use-buyer-gate';
import { useQuickNavData } from './use-quick-nav-data';

// The QR library loads only when a QR card is first shown (hover or focus), keeping it off every
// page's first load.
const QrImage = clientPart(() => absentOnFailure(import('./qr-image').then((module) => module.default)));
// The last visits are read from the device when the 浏览记录 card is first shown.
const QuickHistory = clientPart(() =>
  absentOnFailure(import('@/components/history/quick-history').then((module) => module.QuickHistory)),
);

/** Quick-navigation side panel of SPEC §2: 52x74 items, back to top from 220 px of scroll. */
export function QuickNav() {
  const site = useSite();
  const t = useTranslations('quickNav', quickNavText);
  const { session, user } = useSignedInUser();
  const [showTop, setShowTop] = useState(false);
  const [shownCards, setShownCards] = useState<ReadonlySet<string>>(() => new Set());
  const showCard = (key: string) =>
    setShownCards((current) => (current.has(key) ? current : new Set(current).add(key)));
  const { gate, guard, confirmDialog } = useBuyerGate();
  const phone = usePhoneScreen();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const listed = quickNavItems(site).filter(
    (item) => !(gate === 'hidden' && (item.key === 'joinBidding' || item.key === 'favourites')),
  );
  const data = useQuickNavData(site, {
    mobile: listed.some((item) => item.key === 'mobile'),
    customerService: listed.some((item) => item.key === 'customerService'),
  });
  const known = listed.filter((item) => !(item.key === 'feedback' && !data.feedbackUrl));
  const items = phone ? phoneBarOrder(known) : known;
  // A phone's bar keeps every label on one line (issue 63): past its slots, 更多 holds the rest.
  // Which slots fit depends on 长者模式's text size, so the page's CSS (the `elder:` variant) picks.
  const overUsual = items.length > PHONE_BAR_SLOTS.usual;
  const overElder = items.length > PHONE_BAR_SLOTS.elder;
  const inBarClass = (index: number) =>
    [
      overUsual && index >= PHONE_BAR_SLOTS.usual - 1 ? 'max-md:hidden' : '',
      overElder && index >= PHONE_BAR_SLOTS.elder - 1 ? 'max-md:elder:hidden' : '',
    ].join(' ');
  const inMoreClass = (index: number) =>
    overUsual && index >= PHONE_BAR_SLOTS.usual - 1
      ? ''
      : overElder && index >= PHONE_BAR_SLOTS.elder - 1
        ? 'hidden elder:block'
        : 'hidden';
  const moreClass = `${overUsual ? 'max-md:flex' : ''} ${overElder ? 'max-md:elder:flex' : ''}`;
  useEffect(() => {
    if (!moreOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMoreOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [moreOpen]);

  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY >= BACK_TO_TOP_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const [waitedOut, setWaitedOut] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaitedOut(true), QUICK_BAR_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // Drawn once its items are known: on the phone's bar every item shares the width, and 意见反馈
  // arriving later would move all the others under a visitor's thumb. A centre that does not
  // answer in time gets the bar without it (and the item moves in if the answer ever comes).
  if (!data.itemsKnown && !waitedOut) return null;

  // The hall opens through /transit, as from a card, a detail or the left menu (SPEC §2): that page
  // makes GetUserInfo and GetBidUrl with the token as it stands after any refresh on the way.
  const joinBidding = () => {
    if (!session.auth?.accessToken || !user?.UserId) return;
    window.open(ownHallUrl(site.VirtualDirectory), '_blank', 'noopener');
  };
  const onClick: Partial<Record<string, () => void>> = {
    // Bidding and favourites: sign in first, then an authenticated buyer identity (SPEC §5).
    joinBidding: () => guard(joinBidding),
    // 我的收藏 is where the visitor was going: signing in lands there, not back on this page (SPEC
    // deviation "我的收藏 after sign-in", docs/architecture.md).
    favourites: () => {
      const collectList = href(site.VirtualDirectory, 'collectList');
      guard(() => window.location.assign(collectList), collectList);
    },
    history: () => window.location.assign(href(site.VirtualDirectory, 'history')),
  };
  const qrValue: Partial<Record<string, string | null>> = {
    mobile: data.mobileUrl,
    feedback: data.feedbackUrl,
  };

  // Beside the page, the column's place comes from its length with 返回顶部 counted (globals.css,
  // [data-quick-nav-items]): it ends inside the window, above the compare tray, on a short screen.
  const drawn = items.filter((item) => item.key !== 'feedback' || data.feedbackUrl).length + 1;
  const renderItem = (item: (typeof items)[number], placeClass: string) => {
    const value = qrValue[item.key];
    return (
      <div
        key={item.key}
        className={`group relative flex-1 min-[1360px]:flex-none ${placeClass}`}
        onPointerEnter={item.qr || item.key === 'history' ? () => showCard(item.key) : undefined}
        onFocus={item.qr || item.key === 'history' ? () => showCard(item.key) : undefined}
      >
        <button
          type="button"
          onClick={onClick[item.key]}
          className="flex h-14 w-full flex-col items-center justify-center gap-1 bg-primary px-1 text-center text-xs leading-tight text-white hover:bg-primary-hover max-[1359px]:whitespace-nowrap min-[1360px]:h-[74px] min-[1360px]:w-[52px] min-[1360px]:rounded"
          data-quick-nav={item.key}
        >
          {t(item.labelKey)}
        </button>
        {item.qr ? (
          <div
            className="absolute bottom-full right-0 mb-2 hidden h-[150px] w-[140px] min-[1360px]:bottom-auto min-[1360px]:right-full min-[1360px]:top-0 min-[1360px]:mb-0 min-[1360px]:mr-2 flex-col items-center justify-center rounded bg-white p-2 text-xs text-muted shadow-lg group-hover:flex group-focus-within:flex"
            data-qr-card={item.key}
          >
            {item.key === 'publicAccount' ? (
              shownCards.has(item.key) ? (
                <QrImage value={site.qrUrls.publicAccount} label={t('publicAccount')} />
              ) : (
                <div className="h-[110px] w-[110px] bg-canvas" />
              )
            ) : value && shownCards.has(item.key) ? (
              <QrImage value={value} label={t(item.labelKey)} />
            ) : (
              <div className="h-[110px] w-[110px] bg-canvas" />
            )}
            <span className="mt-1">{t('scanHint')}</span>
          </div>
        ) : null}
        {item.key === 'history' && shownCards.has('history') ? (
          // The card's links are reached with the pointer: its edge touches the item, no gap to fall through.
          <div className="absolute right-full top-0 hidden pr-2 min-[1360px]:group-hover:block min-[1360px]:group-focus-within:block">
            <div className="w-[240px] rounded bg-white p-3 text-xs text-ink shadow-lg">
              <QuickHistory text={quickNavText} />
            </div>
          </div>
        ) : null}
        {item.key === 'customerService' && data.customerService ? (
          <dl
            className="absolute bottom-full right-0 mb-2 hidden w-[220px] min-[1360px]:bottom-auto min-[1360px]:right-full min-[1360px]:top-0 min-[1360px]:mb-0 min-[1360px]:mr-2 rounded bg-white p-3 text-xs text-ink shadow-lg group-hover:block group-focus-within:block"
            data-testid="customer-service-card"
          >
            <dt className="text-muted">{t('servicePhone')}</dt>
            <dd>{data.customerService.phone}</dd>
            <dt className="mt-1 text-muted">{t('serviceHours')}</dt>
            <dd>
              {data.customerService.morning}　{data.customerService.afternoon}
            </dd>
            <dt className="mt-1 text-muted">{t('serviceAddress')}</dt>
            <dd>{data.customerService.address}</dd>
          </dl>
        ) : null}
      </div>
    );
  };

  return (
    <aside
      aria-label={t('label')}
      className="fixed inset-x-0 bottom-0 z-30 flex h-14 print:hidden bg-primary min-[1360px]:inset-x-auto min-[1360px]:bottom-auto min-[1360px]:right-2 min-[1360px]:h-auto min-[1360px]:flex-col min-[1360px]:gap-1 min-[1360px]:bg-transparent"
      data-quick-nav-items={drawn}
      style={{ '--quick-nav-items': drawn } as CSSProperties}
      data-testid="quick-nav"
    >
      {items.map((item, index) => renderItem(item, inBarClass(index)))}
      <button
        type="button"
        onClick={() => setMoreOpen((open) => !open)}
        aria-expanded={moreOpen}
        aria-controls={moreId}
        className={`hidden h-14 flex-1 items-center justify-center bg-primary px-1 text-xs whitespace-nowrap text-white hover:bg-primary-hover ${moreClass}`}
        data-quick-nav="more"
      >
        {t('more')}
      </button>
      {moreOpen ? (
        <div
          id={moreId}
          className="absolute inset-x-0 bottom-full flex h-14 border-b border-white/40 bg-primary md:hidden"
          data-testid="quick-nav-more"
        >
          {items.map((item, index) =>
            index >= PHONE_BAR_SLOTS.elder - 1 ? renderItem(item, inMoreClass(index)) : null,
          )}
        </div>
      ) : null}
      {showTop ? (
        <button
          type="button"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          className="absolute bottom-full right-2 mb-2 flex h-12 w-12 items-center justify-center rounded-full bg-primary text-xs text-white shadow-lg hover:bg-primary-hover min-[1360px]:static min-[1360px]:mb-0 min-[1360px]:h-[74px] min-[1360px]:w-[52px] min-[1360px]:rounded min-[1360px]:shadow-none"
          data-quick-nav="backToTop"
        >
          {t('backToTop')}
        </button>
      ) : null}
      {confirmDialog}
    </aside>
  );
}
