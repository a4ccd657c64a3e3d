'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { toast } from '@/components/feedback/toast';
import { useAction, useCall } from '@/lib/api/use-call';
import { useSite } from '@/lib/site/site-context';
import { useBuyerGate } from '@/components/auth/use-buyer-gate';
import { publicCall } from '@/lib/api/call-ref';

const addFavourite = publicCall('addFavourite');
const queryFavourites = publicCall('queryFavourites');
const removeFavourite = publicCall('removeFavourite');

/** 收藏 / 取消收藏 on a detail, under the same sign-in and identity rules as bidding. */
export function FavouriteAction({ anncId }: { anncId: string }) {
  const t = useTranslations('portal');
  const site = useSite();
  const run = useAction();
  const { gate, guard, confirmDialog } = useBuyerGate();
  const favourites = useCall(
    queryFavourites,
    gate === 'allowed' ? { PlatformId: site.PlatformId, PageIndex: 1, PageSize: 100 } : null,
  );
  if (gate === 'hidden') return null;
  const collected = favourites.data?.Items.some((item) => item.AnncId === anncId) ?? false;

  const toggle = async () => {
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
        onClick={() => guard(toggle)}
        aria-pressed={collected}
        className="rounded border border-primary px-6 py-2 text-primary hover:bg-primary hover:text-white"
        data-testid="favourite-button"
      >
        {collected ? t('favourite.remove') : t('favourite.add')}
      </button>
      {confirmDialog}
    </>
  );
}
