import { HomePage } from '@/components/home/home-page';
import { TenantEntry } from '@/components/site/tenant-entry';
import { siteFromParams } from '@/lib/site/build-time/get-site';
import { allSiteParams } from '@/lib/site/build-time/static-params';

export const generateStaticParams = allSiteParams;
export const dynamicParams = false;
// A link from another platform may bring an id_token here (SPEC §4): it leaves the address bar at
// once, and until then no request of the page names it as a referrer.
export const metadata = { referrer: 'no-referrer' };

export default async function TenantRoot({ params }: { params: Promise<{ site: string }> }) {
  const site = await siteFromParams(params);
  return (
    <>
      <TenantEntry />
      <HomePage site={site} />
    </>
  );
}
