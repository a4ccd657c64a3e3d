'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { toast } from '@/components/feedback/toast';
import { addFavourite, queryFavourites, removeFavourite } from '@/lib/contract/favourites';
import { useAction, useCall } from '@/lib/api/use-call';
import { buyerGate, loginHref } from '@/lib/portal/buyer-gate';
import { useSignedInUser } from '@/lib/session/use-session';
import { useSite } from '@/lib/site/site-context';

// The confirm loads when a visitor without a buyer identity first needs it.
const IdentityConfirm = dynamic(() => import('./identity-confirm'), { ssr: false });

/** 收藏 / 取消收藏 on a detail, under the same sign-in and identity rules as bidding. */
export function FavouriteAction({ anncId }: { anncId: string }) {
  const t = useTranslations('portal');
  const site = useSite();
  const run = useAction();
  const { user, identity } = useSignedInUser();
  const gate = buyerGate(user, identity);
  const [confirm, setConfirm] = useState(false);
  const favourites = useCall(
    queryFavourites,
    gate === 'allowed' ? { PlatformId: site.PlatformId, PageIndex: 1, PageSize: 100 } : null,
  );
  if (gate === 'hidden') return null;
  const collected = favourites.data?.Items.some((item) => item.AnncId === anncId) ?? false;

  const toggle = async () => {
    if (gate === 'login')
      return window.location.assign(loginHref(site.VirtualDirectory, window.location.href));
    if (gate === 'needIdentity') return setConfirm(true);
    try {
      const body = { PlatformId: site.PlatformId, AnncId: anncId };
      if (collected) await run(removeFavourite, body);
      else await run(addFavourite, body);
      toast.success(collected ? t('favourite.removed') : t('favourite.added'));
      await favourites.mutate();
    } catch {
      // The API client has shown the failure.
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={() => void toggle()}
        aria-pressed={collected}
        className="rounded border border-primary px-6 py-2 text-primary hover:bg-primary hover:text-white"
        data-testid="favourite-button"
      >
        {collected ? t('favourite.remove') : t('favourite.add')}
      </button>
      {confirm ? <IdentityConfirm open onClose={() => setConfirm(false)} /> : null}
    </>
  );
}
