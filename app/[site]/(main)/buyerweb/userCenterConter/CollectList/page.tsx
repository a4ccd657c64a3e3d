import { Suspense } from 'react';
import { FavouritesView } from '@/components/portal/favourites-view';
import { siteParamsServing } from '@/lib/site/static-params';

export const dynamicParams = false;
export const generateStaticParams = () => siteParamsServing('buyerweb');

/** My favourites (SPEC §2 /buyerweb/userCenterConter/CollectList). */
export default function Page() {
  return (
    <Suspense>
      <FavouritesView />
    </Suspense>
  );
}
