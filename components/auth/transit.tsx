'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import transitText from '@/messages/parts/auth.transit.json';
import { useSite } from '@/lib/site/site-context';
import { href } from '@/lib/site/navigation/paths';
import { sendCall } from '@/lib/api/send-call';
import { userInfoQuery } from '@/lib/contract/spec-values';
import { safeRedirectTarget } from '@/lib/auth/redirect-guard';
import { transitRedirectOrigins } from '@/lib/auth/transit-origins';
import { markPassingThrough } from '@/lib/auth/page-exit';
import { localBiddingTarget, transitBidType } from '@/lib/site/address/transit-target';
import { WaitingScreen } from '@/components/shell/waiting-screen';
import { SignInProblem, problemLinkClass } from './sign-in-problem';
import { publicCall } from '@/lib/api/call-ref';

/**
 * /transit (SPEC §2): GetUserInfo, then the bidding address of the BidUrlType asked for (Bidding,
 * LookOn to watch, InventoryBidding); the browser goes there.
 */
export function Transit({ message }: { message: string }) {
  const site = useSite();
  const t = useTranslations('auth.transit', transitText);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  // Before the start-up refresh decides to run (layout effects come before every effect): this
  // page leaves at once, and a refresh it started could be cut off after the provider rotated the
  // shared refresh token. Its own calls still refresh on a 401, and it waits for those.
  useLayoutEffect(() => markPassingThrough(), []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const bidUrlType = transitBidType(window.location.search, site);
    // An unknown BidUrlType is refused rather than guessed: it fails like an unusable answer.
    const asked =
      bidUrlType === null ? Promise.reject(new Error('unknown BidUrlType')) : Promise.resolve(bidUrlType);
    asked
      // SPEC §7: GetUserInfo goes before opening the bidding (the left menu's 参与竞价 comes here).
      .then((type) =>
        sendCall(site, publicCall('getUserInfo'), {}, { quiet: true, query: userInfoQuery(site) }).then(() =>
          sendCall(site, publicCall('getBidUrl'), { BidUrlType: type }, { quiet: true }),
        ),
      )
      .then((address) => {
        const origin = window.location.origin;
        const local = localBiddingTarget(address, site, origin);
        const target = safeRedirectTarget(local, origin, transitRedirectOrigins());
        if (target) window.location.replace(target);
        else setFailed(true);
      })
      .catch(() => setFailed(true));
  }, [site]);

  if (failed) {
    return (
      <SignInProblem message={t('failed')}>
        <a className={problemLinkClass} href={href(site.VirtualDirectory, 'root')}>
          {t('back')}
        </a>
      </SignInProblem>
    );
  }
  return <WaitingScreen message={message} />;
}
