import { HomePage } from '@/components/home/home-page';
import { TenantEntry } from '@/components/site/tenant-entry';
import { siteFromParams } from '@/lib/site/build-time/get-site';
import { allSiteParams } from '@/lib/site/build-time/static-params';
import { PAGE_KIND_META } from '@/lib/telemetry/page-kind-meta';

export const generateStaticParams = allSiteParams;
export const dynamicParams = false;
// A link from another platform may bring an id_token here (SPEC §4): it leaves the address bar at
// once, and until then no request of the page names it as a referrer.
// It draws the tenant's home, and its field reports say so.
export const metadata = { referrer: 'no-referrer', other: { [PAGE_KIND_META]: 'home' } };

export default async function TenantRoot({ params }: { params: Promise<{ site: string }> }) {
  const site = await siteFromParams(params);
  return (
    <>
      <TenantEntry />
      <HomePage site={site} />
    </>
  );
}
