import { HomePage } from '@/components/home/home-page';
import { TenantEntry } from '@/components/site/tenant-entry';
import { siteFromParams } from '@/lib/site/get-site';
import { allSiteParams } from '@/lib/site/static-params';

export const generateStaticParams = allSiteParams;
export const dynamicParams = false;

export default async function TenantRoot({ params }: { params: Promise<{ site: string }> }) {
  const site = await siteFromParams(params);
  return (
    <>
      <TenantEntry />
      <HomePage site={site} />
    </>
  );
}
