'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { addFavourite, queryFavourites, removeFavourite } from '@/lib/api/favourites';
import { callPortal } from '@/lib/api/portal-fetch';
import { usePortalCall } from '@/lib/api/use-portal-call';
import { buyerGate, loginHref } from '@/lib/portal/buyer-gate';
import { useSignedInUser } from '@/lib/session/use-session';
import { useSite } from '@/lib/site/site-context';
import { IdentityConfirm } from './identity-confirm';

/** 收藏 / 取消收藏 on a detail, under the same sign-in and identity rules as bidding. */
export function FavouriteAction({ anncId }: { anncId: string }) {
  const t = useTranslations('portal');
  const site = useSite();
  const { user, identity } = useSignedInUser();
  const gate = buyerGate(user, identity);
  const [confirm, setConfirm] = useState(false);
  const favourites = usePortalCall(
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
      if (collected) await callPortal(removeFavourite, body);
      else await callPortal(addFavourite, body);
      toast.success(collected ? t('favourite.removed') : t('favourite.added'));
      await favourites.mutate();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('error'));
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
      <IdentityConfirm open={confirm} onClose={() => setConfirm(false)} />
    </>
  );
}
